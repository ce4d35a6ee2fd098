import { useLayoutEffect, useRef } from 'react';
import { Text, TextInput, type TextInputProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import {
  PHONE_COUNTRY_CODE,
  caretAfterDigits,
  countDigits,
  formatNational,
  nationalFromInput,
  nationalPart,
  phoneValue,
} from './phone-format';
import { ariaRequired } from './field-a11y';

export type PhoneFieldProps = Omit<TextInputProps, 'value' | 'onChange'> & {
  label: React.ReactNode;
  /** Digits only: '7' and the national number, e.g. '79991234567'; '' when empty. */
  value: string;
  onChange: (value: string) => void;
};

/** A Russian phone input: '+7' prefix by default (SPEC §5), digits only, 8… and +7 (…) normalised. */
export function PhoneField({ value, onChange, ref, ...rest }: PhoneFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const mergedRef = useMergedRef(inputRef, ref);
  const pendingCaret = useRef<number | null>(null);
  const national = nationalPart(value);
  const shown = formatNational(national);

  useLayoutEffect(() => {
    const input = inputRef.current;
    const caret = pendingCaret.current;
    pendingCaret.current = null;
    if (input && caret !== null && document.activeElement === input) input.setSelectionRange(caret, caret);
  });

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const raw = input.value;
    const caret = input.selectionStart ?? raw.length;
    let digitsBeforeCaret = countDigits(raw.slice(0, caret));
    let { national: next, dropped } = nationalFromInput(raw, national);
    // Backspace over a separator: remove the digit before it instead of doing nothing.
    if (next === national && raw.length < shown.length && digitsBeforeCaret > 0) {
      next = national.slice(0, digitsBeforeCaret - 1) + national.slice(digitsBeforeCaret);
      digitsBeforeCaret -= 1;
      dropped = 0;
    }
    pendingCaret.current = caretAfterDigits(formatNational(next), Math.max(0, digitsBeforeCaret - dropped));
    onChange(phoneValue(next));
  };

  return (
    <TextInput
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder="(999) 123-45-67"
      leftSection={
        <Text size="sm" c="dimmed" aria-hidden>
          +{PHONE_COUNTRY_CODE}
        </Text>
      }
      {...rest}
      {...ariaRequired(rest)}
      ref={mergedRef}
      value={shown}
      onChange={handleChange}
    />
  );
}
