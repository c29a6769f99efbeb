/** Terms and their values in two columns (a product's facts, its lab results); a fact without a value is left out. */
import * as css from './FactList.css.ts';

export function FactList({ facts }: { facts: ReadonlyArray<readonly [term: string, value: string | undefined]> }) {
  return (
    <dl className={css.facts}>
      {facts
        .filter((fact): fact is readonly [string, string] => fact[1] !== undefined && fact[1] !== '')
        .map(([term, value]) => (
          <div key={term} className={css.factPair}>
            <dt className={css.factTerm}>{term}</dt>
            <dd className={css.factValue}>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
