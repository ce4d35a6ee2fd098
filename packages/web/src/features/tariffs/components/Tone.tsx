import type { ReactNode } from 'react';
import classes from './Tariffs.module.css';

export type ToneColor = 'green' | 'red' | 'orange' | 'blue' | 'gray';

/** A small coloured label (status, saving) whose text keeps AA contrast. */
export function Tone({ tone, children, testId }: { tone: ToneColor; children: ReactNode; testId?: string }) {
  return (
    <span className={classes.tone} data-tone={tone} data-testid={testId}>
      {children}
    </span>
  );
}
