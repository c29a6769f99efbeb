import { useState } from 'react';
import { Button } from '../primitives/Button.tsx';
import type { MenuType } from '../rules/constants.ts';
import { storeCardButtons } from '../rules/navigation/storeCard.ts';
import { storeName, type StoreCardRetailer } from '../store-list/StoreCard.tsx';
import * as css from './StorePreference.css.ts';

export interface MenuTypeBarProps {
  retailer: StoreCardRetailer;
  isMedicalTypeOn: boolean;
  currentMenuType: MenuType;
  onSwitch: (menuType: MenuType) => unknown;
  onLocationAlert: (menuType: MenuType) => void;
}

/**
 * Version Two's bottom bar after a retailer is chosen (spec 2.7): the menu-type buttons with the
 * store card's labels and rules; while switching, the pressed button shows 'Loading...'.
 */
export function MenuTypeBar({ retailer, isMedicalTypeOn, currentMenuType, onSwitch, onLocationAlert }: MenuTypeBarProps) {
  const [switching, setSwitching] = useState<MenuType | null>(null);
  const buttons = storeCardButtons({
    menuTypes: retailer.menuTypes,
    isMedicalTypeOn,
    isCurrentStore: true,
    currentMenuType,
    switchingMenuType: switching,
  });
  if (buttons.length === 0) return null;
  return (
    <div className={css.menuBar} role="group" aria-label={`Menu at ${storeName(retailer)}`}>
      {buttons.map((button) => (
        <Button
          key={button.menuType}
          size="sm"
          variant={button.isCurrent ? 'primary' : 'secondary'}
          disabled={button.disabled}
          aria-pressed={button.isCurrent}
          data-menu-type={button.menuType}
          onClick={() => {
            if (button.action === 'locationAlert') {
              onLocationAlert(button.menuType);
              return;
            }
            setSwitching(button.menuType);
            void Promise.resolve()
              .then(() => onSwitch(button.menuType))
              .catch(() => undefined)
              .finally(() => setSwitching(null));
          }}
        >
          {button.label}
        </Button>
      ))}
    </div>
  );
}
