import { useId, type ReactNode } from 'react';
import { Stack } from '@storefront/components';
import * as css from './Section.css.ts';

/** A titled section of a page (h2). */
export function Section({ title, children }: { title: string; children?: ReactNode }) {
  const id = useId();
  return (
    <Stack as="section" gap="md" aria-labelledby={id}>
      <h2 id={id} className={css.title}>
        {title}
      </h2>
      {children}
    </Stack>
  );
}
