import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Check, ChevronDown } from 'lucide-react';
import clsx from 'clsx';
import { quantityPickerLabel, quantityPickerValues } from '../rules/commerce/cart.ts';
import { Inline } from '../primitives/layout/Inline.tsx';
import * as css from './QuantityPicker.css.ts';

/** Accessible name of the open list. */
export const QUANTITY_LIST_LABEL = 'Quantity';

export interface QuantityPickerProps {
  value: number;
  onChange: (quantity: number) => void;
  /** Highest value offered; missing or unusable → QUANTITY_PICKER_MAX_DEFAULT (20), by the rule. */
  maxQuantity?: number | null;
  disabled?: boolean;
  className?: string;
  /**
   * Why fewer than the usual maximum are offered (quantityCap's note: the purchase limit or the
   * store's stock), shown as a short line under the button and read with it; null or absent: none.
   */
  note?: string | null;
}

/**
 * Quantity picker (spec 2.10, 5): a button "Quantity: {n}" opening a listbox of 1 … maxQuantity.
 * The current value is selected (aria-selected) and highlighted. Keyboard: ArrowUp/ArrowDown,
 * Home/End move; Enter or Space picks; Escape or Tab closes without change. Focus returns to the
 * button when the list closes. A capped list says why under the button (`note`, issue 35).
 */
export function QuantityPicker({ value, onChange, maxQuantity, disabled = false, className, note }: QuantityPickerProps) {
  const id = useId();
  const values = quantityPickerValues(maxQuantity);
  const [open, setOpen] = useState(false);
  const [highlighted, setHighlighted] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const currentIndex = Math.max(0, values.indexOf(value));

  const openList = (index = currentIndex) => {
    setHighlighted(index);
    setOpen(true);
  };
  const closeList = (refocus = true) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };
  const pick = (index: number) => {
    const picked = values[index];
    closeList();
    if (picked !== undefined && picked !== value) onChange(picked);
  };

  useEffect(() => {
    if (!open) return undefined;
    listRef.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const el = document.getElementById(`${id}-option-${highlighted}`);
    el?.scrollIntoView?.({ block: 'nearest' });
  }, [open, highlighted, id]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openList();
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const last = values.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(highlighted + 1, last),
      ArrowUp: Math.max(highlighted - 1, 0),
      Home: 0,
      End: last,
      PageDown: Math.min(highlighted + 5, last),
      PageUp: Math.max(highlighted - 5, 0),
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      setHighlighted(next);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      pick(highlighted);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      closeList();
    } else if (event.key === 'Tab') {
      closeList(false);
    }
  };

  const label = quantityPickerLabel(value);
  const noteId = `${id}-note`;
  return (
    <div className={css.field}>
      <div ref={rootRef} className={clsx(css.root, className)}>
        <button
          ref={buttonRef}
          type="button"
          className={css.trigger}
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={open ? `${id}-list` : undefined}
          disabled={disabled}
          aria-describedby={note ? noteId : undefined}
          onClick={() => (open ? closeList() : openList())}
          onKeyDown={onButtonKeyDown}
        >
          {label}
          <ChevronDown size={18} aria-hidden className={css.chevron} />
        </button>
        {open ? (
          <ul
            ref={listRef}
            id={`${id}-list`}
            role="listbox"
            tabIndex={0}
            aria-label={QUANTITY_LIST_LABEL}
            aria-activedescendant={`${id}-option-${highlighted}`}
            className={css.listbox}
            onKeyDown={onListKeyDown}
          >
            {values.map((n, index) => (
              <Inline
                as="li"
                align="center"
                justify="between"
                wrap={false}
                gap="sm"
                key={n}
                id={`${id}-option-${index}`}
                role="option"
                aria-selected={n === value}
                data-highlighted={index === highlighted ? '' : undefined}
                className={css.option}
                onPointerMove={() => setHighlighted(index)}
                onClick={() => pick(index)}
              >
                {n}
                {n === value ? <Check size={16} aria-hidden /> : null}
              </Inline>
            ))}
          </ul>
        ) : null}
      </div>
      {note ? (
        <p id={noteId} className={css.note} data-part="quantityNote">
          {note}
        </p>
      ) : null}
    </div>
  );
}
