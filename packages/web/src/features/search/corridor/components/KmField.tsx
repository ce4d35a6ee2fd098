import { useState } from 'react';
import { useDebouncedCallback } from '@mantine/hooks';
import { DigitsField } from '../../../../shared/ui/inputs/DigitsField';
import { RANGE_DEBOUNCE_MS } from '../../components/RangeInput';

function toText(value: number | null): string {
  return value === null ? '' : String(value);
}

/**
 * Kilometres typed as digits: a value within min..max goes to the URL after a pause; anything else shows the error
 * under the field (tied to it by Mantine's aria-describedby) and the search waits. A value from outside (the URL
 * after the back button, a prefill) replaces what is shown.
 */
export function KmField({
  label,
  description,
  value,
  min,
  max,
  error,
  onCommit,
  onValidity,
  testId,
}: {
  label: string;
  description: string;
  value: number | null;
  min: number;
  max: number;
  error: string;
  onCommit: (value: number) => void;
  /** Whether what is typed is a valid value (the page holds the search while it is not). */
  onValidity: (valid: boolean) => void;
  testId: string;
}) {
  const [text, setText] = useState(toText(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(toText(value));
  }
  const number = text === '' ? NaN : Number(text);
  const valid = Number.isInteger(number) && number >= min && number <= max;

  const commit = useDebouncedCallback((next: number) => {
    if (next !== value) onCommit(next);
  }, RANGE_DEBOUNCE_MS);

  return (
    <DigitsField
      label={label}
      description={description}
      value={text}
      maxLength={String(max).length}
      error={valid ? undefined : error}
      onChange={(next) => {
        setText(next);
        const parsed = next === '' ? NaN : Number(next);
        const ok = Number.isInteger(parsed) && parsed >= min && parsed <= max;
        onValidity(ok);
        if (ok) commit(parsed);
        else commit.cancel();
      }}
      onBlur={() => commit.flush()}
      data-testid={testId}
    />
  );
}
