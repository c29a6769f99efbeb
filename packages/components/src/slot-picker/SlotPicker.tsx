/**
 * The slot picker (issue 35, item 5): the store's offered pickup or delivery times, days as tabs and
 * each day's times as a radio group, with 'N left' when few places remain. Full slots never reach it
 * (offeredSlots leaves them out). Keyboard: Left / Right / Home / End move between days (TabList), Tab
 * goes into the day's times, the arrow keys choose among them (native radios).
 */
import { useId, useState } from 'react';
import { slotDays, slotRemainingText, type OfferedSlot } from '../rules/commerce/pickupSlots.ts';
import { TabList, tabId, tabPanelId } from '../primitives/tabs/Tabs.tsx';
import * as form from '../primitives/form.css.ts';
import * as css from './SlotPicker.css.ts';

export interface SlotPickerProps {
  /** The offered slots, soonest first (the slots route's answer, or offeredSlots). */
  slots: readonly OfferedSlot[];
  /** The chosen slot's value ('' for none). */
  value: string;
  onChange: (value: string) => void;
  /** 'Pickup time' or 'Delivery time'. */
  label: string;
  /** Shown instead of the days when nothing is offered. */
  emptyText: string;
  /** Why the picker changed (the slot just filled up): shown as an alert above the days. */
  message?: string | null;
  /** The radios' name (a form reads the chosen value by it). */
  name?: string;
}

export function SlotPicker({ slots, value, onChange, label, emptyText, message, name }: SlotPickerProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const days = slotDays(slots);
  const chosen = slots.find((slot) => slot.value === value);
  const [shownDay, setShownDay] = useState<string | null>(null);
  // The day shown: the one the shopper picked, else the chosen slot's, else the first.
  const day = days.find((d) => d.date === shownDay) ?? days.find((d) => d.date === chosen?.date) ?? days[0];
  return (
    <div className={css.picker} data-widget="slot-picker">
      <span id={labelId} className={css.label}>
        {label}
      </span>
      {message ? (
        <p className={form.problem} role="alert">
          {message}
        </p>
      ) : null}
      {day ? (
        <>
          <TabList
            tabs={days.map((d) => ({ id: d.date, label: d.label }))}
            active={day.date}
            onChange={setShownDay}
            idBase={id}
            label={`${label}: day`}
            className={css.tabList}
            tabClassName={css.tab}
          />
          <div role="tabpanel" id={tabPanelId(id, day.date)} aria-labelledby={tabId(id, day.date)}>
            <div role="radiogroup" aria-labelledby={`${labelId} ${tabId(id, day.date)}`} className={css.times}>
              {day.slots.map((slot) => {
                const left = slotRemainingText(slot.remaining);
                return (
                  <label key={slot.value} className={css.time}>
                    <input
                      className={css.radio}
                      type="radio"
                      name={name ?? `${id}-slot`}
                      value={slot.value}
                      checked={slot.value === value}
                      onChange={() => onChange(slot.value)}
                    />
                    <span>{slot.timeLabel}</span>
                    {left ? <span className={css.left}>{left}</span> : null}
                  </label>
                );
              })}
            </div>
          </div>
          <p className={css.chosen} aria-live="polite">
            {chosen ? `Chosen: ${chosen.label}` : 'Choose a time.'}
          </p>
        </>
      ) : (
        <p className={css.empty}>{emptyText}</p>
      )}
    </div>
  );
}
