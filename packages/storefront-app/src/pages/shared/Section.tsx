import { useId, type ReactNode } from 'react';
import * as css from './styles.ts';

/** A titled section of a page (h2). */
export function Section({ title, children }: { title: string; children?: ReactNode }) {
  const id = useId();
  return (
    <section {...css.section} aria-labelledby={id}>
      <h2 id={id} {...css.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
