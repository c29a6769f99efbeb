import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronDown, UserRound } from 'lucide-react';
import { Button } from '../primitives/Button.tsx';
import { Modal } from '../primitives/dialog/Modal.tsx';
import { SIGN_IN_LABEL, SIGN_IN_PATH } from '../overlays/index.ts';
import { SmartLink } from '../primitives/link/SmartLink.tsx';
import {
  ACCOUNT_AND_LIST_LABEL,
  accountMenuSections,
  SIGN_OUT_CANCEL_LABEL,
  SIGN_OUT_CONFIRM_TEXT,
  SIGN_OUT_CONFIRM_TITLE,
  SIGN_OUT_LABEL,
  type AccountMenuItem,
  type AccountMenuSection,
} from './accountMenu.ts';
import type { DesktopHeaderProps } from './desktopHeaderTypes.ts';
import { usePopover } from './usePopover.ts';
import { Stack } from '../primitives/layout/Stack.tsx';
import * as css from './DesktopHeader.css.ts';
import * as menu from './menus.css.ts';

export type AccountMenuProps = Pick<
  DesktopHeaderProps,
  'shopper' | 'firstName' | 'wishlists' | 'hasChatPlatform' | 'currentPath' | 'onCreateList' | 'onSignOut'
>;

const MENU_ITEM = '[role="menuitem"]';

/**
 * The account area (spec 2.3, 6): 'Sign In' for guests; for signed-in users their first name and
 * 'Account & List', opening the account menu on hover, click, Enter, Space or ArrowDown (a menu
 * button: arrow keys move through the items, Escape closes it and gives focus back). 'Sign Out'
 * asks for confirmation in a Modal before calling onSignOut.
 */
export function AccountMenu({ shopper, firstName, wishlists, hasChatPlatform, currentPath, onCreateList, onSignOut }: AccountMenuProps) {
  const { open, show, hide, toggle, triggerRef, rootProps } = usePopover(currentPath);
  const [confirming, setConfirming] = useState(false);
  const focusOnOpen = useRef<'first' | 'last' | null>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open || focusOnOpen.current === null) return;
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>(MENU_ITEM) ?? [])];
    (focusOnOpen.current === 'first' ? items[0] : items[items.length - 1])?.focus();
    focusOnOpen.current = null;
  }, [open]);

  if (!shopper.signedIn) {
    return (
      <SmartLink href={SIGN_IN_PATH} className={css.signIn} data-part="account">
        <UserRound size={20} aria-hidden="true" />
        {SIGN_IN_LABEL}
      </SmartLink>
    );
  }

  const sections = accountMenuSections({ wishlists, hasChatPlatform });
  const openFromKeyboard = (at: 'first' | 'last') => {
    focusOnOpen.current = at;
    if (open) {
      const items = [...(menuRef.current?.querySelectorAll<HTMLElement>(MENU_ITEM) ?? [])];
      (at === 'first' ? items[0] : items[items.length - 1])?.focus();
      focusOnOpen.current = null;
    }
    show('keyboard');
  };
  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
      event.preventDefault();
      openFromKeyboard('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openFromKeyboard('last');
    }
  };
  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>(MENU_ITEM) ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const move = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: items.length - 1 }[event.key];
    if (move !== undefined) {
      event.preventDefault();
      items[(move + items.length) % items.length]?.focus();
    } else if (event.key === 'Tab') {
      hide();
    }
  };
  const run = (item: AccountMenuItem) => {
    if (item.kind === 'link') {
      hide();
    } else if (item.action === 'createList') {
      hide();
      onCreateList?.();
    } else {
      // The confirmation's opener is the trigger, so focus goes back there when it closes.
      hide(true);
      setConfirming(true);
    }
  };

  const renderItem = (item: AccountMenuItem) =>
    item.kind === 'link' ? (
      <SmartLink
        key={`${item.label}-${item.href}`}
        href={item.href}
        role="menuitem"
        tabIndex={-1}
        className={menu.item}
        onClick={() => run(item)}
      >
        {item.label}
      </SmartLink>
    ) : (
      <button key={item.label} type="button" role="menuitem" tabIndex={-1} className={menu.itemStrong} onClick={() => run(item)}>
        {item.label}
      </button>
    );
  const renderSection = (section: AccountMenuSection, index: number) =>
    section.heading === null ? (
      <div key={index}>{section.items.map(renderItem)}</div>
    ) : (
      <Stack gap="sm" key={index} role="group" aria-labelledby={`${menuId}-${index}`} className={menu.accountColumn}>
        <span id={`${menuId}-${index}`} className={menu.groupHeading}>
          {section.heading}
        </span>
        <div className={menu.list}>{section.items.map(renderItem)}</div>
      </Stack>
    );
  const [profile, lists, account] = sections;

  return (
    <>
      <div {...rootProps} className={css.navItem} data-part="account">
        <button
          ref={triggerRef}
          type="button"
          className={css.accountTrigger}
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={open ? menuId : undefined}
          onClick={() => toggle('click')}
          onKeyDown={onTriggerKeyDown}
        >
          <UserRound size={20} aria-hidden="true" />
          <Stack as="span" className={css.accountText}>
            {firstName !== '' ? <span className={css.accountName}>{firstName}</span> : null}
            <span className={css.accountLabel}>{ACCOUNT_AND_LIST_LABEL}</span>
          </Stack>
          <ChevronDown size={16} aria-hidden="true" />
        </button>
        {open ? (
          <div
            ref={menuRef}
            id={menuId}
            role="menu"
            aria-label={ACCOUNT_AND_LIST_LABEL}
            className={`${menu.panel({ align: 'end' })} ${menu.accountPanel}`}
            onKeyDown={onMenuKeyDown}
          >
            <Stack gap="sm" className={menu.accountColumn}>
              {profile ? renderSection(profile, 0) : null}
              {lists ? renderSection(lists, 1) : null}
            </Stack>
            {account ? renderSection(account, 2) : null}
          </div>
        ) : null}
      </div>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={SIGN_OUT_CONFIRM_TITLE}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {SIGN_OUT_CANCEL_LABEL}
            </Button>
            <Button
              onClick={() => {
                setConfirming(false);
                onSignOut?.();
              }}
            >
              {SIGN_OUT_LABEL}
            </Button>
          </>
        }
      >
        <p className={menu.confirmText}>{SIGN_OUT_CONFIRM_TEXT}</p>
      </Modal>
    </>
  );
}
