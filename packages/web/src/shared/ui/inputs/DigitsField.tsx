import { TextInput, type TextInputProps } from '@mantine/core';
import { digitsAfterBlur, stripNonDigits } from './digits';
import { ariaRequired } from './field-a11y';

export type DigitsFieldProps = Omit<TextInputProps, 'value' | 'onChange' | 'min'> & {
  label: React.ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** When set, an empty value or one below it is reset to '1' on blur. */
  min?: number;
};

/** A number input that keeps digits only (SPEC §5). Works with react-hook-form's Controller. */
export function DigitsField({ value, onChange, min, onBlur, ...rest }: DigitsFieldProps) {
  return (
    <TextInput
      inputMode="numeric"
      autoComplete="off"
      {...rest}
      {...ariaRequired(rest)}
      value={value}
      onChange={(event) => onChange(stripNonDigits(event.currentTarget.value))}
      onBlur={(event) => {
        const next = digitsAfterBlur(value, min);
        if (next !== value) onChange(next);
        onBlur?.(event);
      }}
    />
  );
}
