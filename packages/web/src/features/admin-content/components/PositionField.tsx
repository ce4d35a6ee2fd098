import { NumberInput, type NumberInputProps } from '@mantine/core';

/** A position 0…1000 for FormField; a cleared field counts as 0 (the form's value stays a number). */
export function PositionField({
  value,
  onChange,
  ...rest
}: Omit<NumberInputProps, 'value' | 'onChange'> & { value: number; onChange: (value: number) => void }) {
  return (
    <NumberInput
      min={0}
      max={1000}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="strict"
      inputMode="numeric"
      {...rest}
      value={value}
      onChange={(next) => onChange(typeof next === 'number' ? next : 0)}
    />
  );
}
