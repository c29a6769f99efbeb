/**
 * A list of on/off settings (spec 2.1 /notification-settings, /permission-settings): each a labelled
 * switch (a native checkbox with role="switch", so Space toggles it) with its description. A change
 * is sent at once; while it is saved the switch is busy, and a failed save puts it back.
 */
import { useId } from 'react';
import { Stack } from '../primitives/layout/Stack.tsx';
import * as css from './notifications.css.ts';

export interface SettingSwitch {
  key: string;
  label: string;
  description: string;
  on: boolean;
  /** Saving, or not changeable here (a browser permission already decided). */
  disabled?: boolean;
  /** Replaces 'On' / 'Off' beside the switch ('Blocked in this browser'). */
  stateLabel?: string;
}

export interface SettingSwitchesProps {
  /** The list's accessible name. */
  label: string;
  settings: readonly SettingSwitch[];
  onChange: (key: string, on: boolean) => void;
}

export function SettingSwitches({ label, settings, onChange }: SettingSwitchesProps) {
  const id = useId();
  return (
    <ul className={css.panel} aria-label={label}>
      {settings.map((setting) => (
        <li key={setting.key} className={css.settingRow}>
          <Stack gap="xxs" className={css.settingText}>
            <label className={css.settingLabel} htmlFor={`${id}-${setting.key}`}>
              {setting.label}
            </label>
            <p className={css.settingDescription} id={`${id}-${setting.key}-description`}>
              {setting.description}
              {setting.stateLabel ? ` ${setting.stateLabel}` : ''}
            </p>
          </Stack>
          <input
            id={`${id}-${setting.key}`}
            className={css.toggle}
            type="checkbox"
            role="switch"
            checked={setting.on}
            disabled={setting.disabled}
            aria-describedby={`${id}-${setting.key}-description`}
            onChange={(event) => onChange(setting.key, event.target.checked)}
          />
        </li>
      ))}
    </ul>
  );
}
