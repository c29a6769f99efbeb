/**
 * The curbside "I'm here" (issue 35, item 3): offered once the order is ready (offersImHere), it asks
 * for the vehicle so staff know which car to bring the order to. The vehicle is checked here with the
 * server's own rule (vehicleProblem) and again on the server; the app sends it.
 */
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../primitives/Button.tsx';
import { TextInput } from '../primitives/field/TextInput.tsx';
import * as form from '../primitives/form.css.ts';
import { VEHICLE_MAX_LENGTH, vehicleProblem } from '../rules/commerce/orderLifecycle.ts';
import * as css from './OrderStatus.css.ts';

export const IM_HERE_LABEL = "I'm here";
export const VEHICLE_LABEL = 'Your vehicle';
export const VEHICLE_HINT = 'Colour, make and model, so the store finds you.';

export interface ImHereFormProps {
  /** Sends the vehicle; resolves to an error message to show, or null when the store was told. */
  onSubmit: (vehicle: string) => Promise<string | null> | string | null;
  submitting?: boolean;
  /** The initial vehicle (stories). */
  defaultVehicle?: string;
}

export function ImHereForm({ onSubmit, submitting = false, defaultVehicle = '' }: ImHereFormProps) {
  const id = useId();
  const [vehicle, setVehicle] = useState(defaultVehicle);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local = vehicleProblem(vehicle);
    setProblem(local ?? (await onSubmit(vehicle.trim())));
  };
  return (
    <form className={css.form} onSubmit={(event) => void submit(event)} noValidate aria-label={IM_HERE_LABEL} data-widget="im-here">
      <div className={form.field}>
        <label htmlFor={`${id}-vehicle`} className={form.label}>
          {VEHICLE_LABEL}
        </label>
        <TextInput
          id={`${id}-vehicle`}
          name="vehicle"
          value={vehicle}
          maxLength={VEHICLE_MAX_LENGTH}
          autoComplete="off"
          aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => setVehicle(event.target.value)}
        />
        <p id={`${id}-hint`} className={form.note}>
          {VEHICLE_HINT}
        </p>
        {problem ? (
          <p id={`${id}-problem`} className={form.problem} role="alert">
            {problem}
          </p>
        ) : null}
      </div>
      <div>
        <Button type="submit" loading={submitting}>
          {IM_HERE_LABEL}
        </Button>
      </div>
    </form>
  );
}
