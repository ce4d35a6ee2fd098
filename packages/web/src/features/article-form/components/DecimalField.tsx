import { TextInput, type TextInputProps } from '@mantine/core';

export type DecimalFieldProps = Omit<TextInputProps, 'value' | 'onChange'> & {
  label: React.ReactNode;
  value: string;
  onChange: (value: string) => void;
};

/** Digits and one decimal comma (a dot becomes a comma), at most two places: 12,5 м³, 2,45 м. */
export function keepDecimal(raw: string): string {
  const cleaned = raw.replace(/\./g, ',').replace(/[^\d,]/g, '');
  const [whole = '', ...rest] = cleaned.split(',');
  if (rest.length === 0) return whole;
  return `${whole === '' ? '0' : whole},${rest.join('').slice(0, 2)}`;
}

/** A number input for sizes and volumes, which need fractions (the digits-only rule of SPEC §5 fits counts). */
export function DecimalField({ value, onChange, onBlur, ...rest }: DecimalFieldProps) {
  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      {...rest}
      value={value}
      onChange={(event) => onChange(keepDecimal(event.currentTarget.value))}
      onBlur={(event) => {
        if (value.endsWith(',')) onChange(value.slice(0, -1));
        onBlur?.(event);
      }}
    />
  );
}
