import type { ReactNode } from 'react';
import classes from './ArticleView.module.css';

export interface Fact {
  label: string;
  value: ReactNode;
}

/** Label–value pairs of a listing; empty values are left out. */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  const shown = facts.filter((fact) => fact.value !== '' && fact.value !== null && fact.value !== undefined);
  if (shown.length === 0) return null;
  return (
    <dl className={classes.facts}>
      {shown.map((fact) => (
        <div key={fact.label} className={classes.factRow}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
