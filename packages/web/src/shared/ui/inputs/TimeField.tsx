import { useId } from '@mantine/hooks';
import { TimePicker, type TimePickerProps } from '@mantine/dates';
import '@mantine/dates/styles.css';

/** SPEC §5, with its trailing space. */
export const TIME_NEEDS_DATE_HINT = 'Сначала введите дату ';

export type ClockFieldProps = Omit<TimePickerProps, 'value' | 'onChange' | 'format' | 'withSeconds'> & {
  label: React.ReactNode;
  /** 'HH:mm' (24 h) or null. */
  value: string | null;
  onChange: (value: string | null) => void;
};

export type TimeFieldProps = ClockFieldProps & {
  /** The date this time belongs to; the field stays disabled until it is chosen. */
  date: string | null;
};

/**
 * A 24-hour HH:mm time input, whatever the browser's locale. Its two boxes («Часы», «Минуты») sit in a group named by
 * the field's label (or by its `aria-label`, when the visible label needs the words around it), and each is described
 * by the field's error and hint, which Mantine ties to the wrapper only.
 */
export function ClockField({
  value,
  onChange,
  description,
  id,
  'aria-required': ariaRequired,
  ...rest
}: ClockFieldProps) {
  const fieldId = useId(id);
  const describedBy =
    [rest.error ? `${fieldId}-error` : '', description ? `${fieldId}-description` : '']
      .filter(Boolean)
      .join(' ') || undefined;
  // The group may not be aria-required; its two inputs may.
  const partProps = {
    'aria-describedby': describedBy,
    'aria-invalid': rest.error ? true : undefined,
    'aria-required': ariaRequired,
  };
  return (
    <TimePicker
      hoursInputLabel="Часы"
      minutesInputLabel="Минуты"
      hoursPlaceholder="чч"
      minutesPlaceholder="мм"
      role="group"
      aria-labelledby={rest['aria-label'] ? undefined : `${fieldId}-label`}
      hoursInputProps={partProps}
      minutesInputProps={partProps}
      {...rest}
      id={fieldId}
      format="24h"
      withSeconds={false}
      value={value ?? ''}
      onChange={(next) => onChange(next === '' ? null : next)}
      description={description}
    />
  );
}

/** A ClockField disabled until a date is chosen (SPEC §5), with the hint that says so. */
export function TimeField({ date, disabled, description, ...rest }: TimeFieldProps) {
  const needsDate = !date;
  return (
    <ClockField
      {...rest}
      disabled={needsDate || disabled}
      description={needsDate ? TIME_NEEDS_DATE_HINT : description}
    />
  );
}
