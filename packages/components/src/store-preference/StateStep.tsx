import { useId } from 'react';
import { ChevronRight } from 'lucide-react';
import { PostForm, type FormTarget } from '../primitives/PostForm.tsx';
import { Skeleton } from '../primitives/Skeleton.tsx';
import { retailersInState, statesWithRetailers } from '../rules/commerce/storeChooser.ts';
import { stateDisplayName } from '../rules/navigation/usStates.ts';
import type { StoreCardRetailer } from '../store-list/StoreCard.tsx';
import { SELECT_A_STATE_LABEL } from '../store-list/StoreList.tsx';
import { Stack } from '../primitives/layout/Stack.tsx';
import * as css from './StorePreference.css.ts';

export interface StateStepProps {
  retailers: readonly StoreCardRetailer[];
  loading?: boolean;
  onChoose: (state: string) => void;
  /** The states as a real form's buttons (STATE_CHOICE_FIELD): a state chosen before the page's code has loaded is posted. */
  form?: FormTarget | undefined;
}

/** The state list's form field: the pressed state's code. */
export const STATE_CHOICE_FIELD = 'state';

const storeCount = (n: number) => `${n} ${n === 1 ? 'store' : 'stores'}`;

/** The default modal's first step: only the state list ('Select a State': the states having retailers, sorted). */
export function StateStep({ retailers, loading = false, onChoose, form }: StateStepProps) {
  const id = useId();
  const states = statesWithRetailers(retailers);
  return (
    <Stack as="section" gap="sm" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={css.sectionTitle}>
        {SELECT_A_STATE_LABEL}
      </h3>
      {loading ? (
        <Skeleton height={168} />
      ) : (
        <PostForm target={form} onSubmit={({ value }) => value && states.includes(value) && onChoose(value)}>
          <Stack as="ul" gap="xs">
            {states.map((state) => (
              <li key={state}>
                <button type="submit" name={STATE_CHOICE_FIELD} value={state} className={css.stateButton}>
                  <span className={css.stateName}>{stateDisplayName(state)}</span>
                  <span className={css.muted}>{storeCount(retailersInState(retailers, state).length)}</span>
                  <ChevronRight size={18} aria-hidden="true" />
                </button>
              </li>
            ))}
          </Stack>
        </PostForm>
      )}
    </Stack>
  );
}
