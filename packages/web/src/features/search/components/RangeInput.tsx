import { useState } from 'react';
import { useDebouncedCallback } from '@mantine/hooks';
import { DigitsField } from '../../../shared/ui/inputs/DigitsField';

export const RANGE_DEBOUNCE_MS = 500;

function toText(value: number | null): string {
  return value === null ? '' : String(value);
}

/**
 * One bound of a range (digits only). Typing is committed after a pause or on blur; a value from outside (the URL
 * after the back button or a reset) replaces what is shown.
 */
export function RangeInput({
  placeholder,
  ariaLabel,
  value,
  max,
  onCommit,
  testId,
}: {
  placeholder: string;
  ariaLabel: string;
  value: number | null;
  max: number;
  onCommit: (value: number | null) => void;
  testId: string;
}) {
  const [text, setText] = useState(toText(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(toText(value));
  }

  const commit = useDebouncedCallback((next: string) => {
    const parsed = next === '' ? null : Math.min(Number(next), max);
    if (parsed !== value) onCommit(parsed);
  }, RANGE_DEBOUNCE_MS);

  return (
    <DigitsField
      label={undefined}
      placeholder={placeholder}
      aria-label={ariaLabel}
      value={text}
      maxLength={String(max).length}
      onChange={(next) => {
        setText(next);
        commit(next);
      }}
      onBlur={() => commit.flush()}
      data-testid={testId}
    />
  );
}
