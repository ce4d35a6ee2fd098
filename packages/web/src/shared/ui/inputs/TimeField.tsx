import { TimePicker, type TimePickerProps } from '@mantine/dates';
import '@mantine/dates/styles.css';

/** SPEC §5, with its trailing space. */
export const TIME_NEEDS_DATE_HINT = 'Сначала введите дату ';

export type TimeFieldProps = Omit<TimePickerProps, 'value' | 'onChange' | 'format' | 'withSeconds'> & {
  label: React.ReactNode;
  /** 'HH:mm' (24 h) or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** The date this time belongs to; the field stays disabled until it is chosen. */
  date: string | null;
};

/** A 24-hour HH:mm time input, disabled until a date is chosen (SPEC §5). */
export function TimeField({ value, onChange, date, disabled, description, ...rest }: TimeFieldProps) {
  const needsDate = !date;
  return (
    <TimePicker
      hoursInputLabel="Часы"
      minutesInputLabel="Минуты"
      hoursPlaceholder="чч"
      minutesPlaceholder="мм"
      {...rest}
      format="24h"
      withSeconds={false}
      value={value ?? ''}
      onChange={(next) => onChange(next === '' ? null : next)}
      disabled={needsDate || disabled}
      description={needsDate ? TIME_NEEDS_DATE_HINT : description}
    />
  );
}
