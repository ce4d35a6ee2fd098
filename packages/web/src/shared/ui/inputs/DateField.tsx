import 'dayjs/locale/ru';
import dayjs from 'dayjs';
import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
// Here, not in main.tsx: only the screens with a date or time field download the picker's styles (issue 14).
import '@mantine/dates/styles.css';

export const DATE_DISPLAY_FORMAT = 'DD.MM.YYYY';

/** Today as 'YYYY-MM-DD' in the browser's time zone: the earliest date a user may pick. */
export function todayIso(now: Date = new Date()): string {
  return dayjs(now).format('YYYY-MM-DD');
}

export type DateFieldProps = Omit<DatePickerInputProps, 'value' | 'onChange' | 'type' | 'minDate'> & {
  label: React.ReactNode;
  /** 'YYYY-MM-DD' or null. */
  value: string | null;
  onChange: (value: string | null) => void;
};

/** Names of the calendar's arrows and level buttons (Mantine leaves them unnamed). */
const CALENDAR_LABELS = {
  previousMonth: 'Предыдущий месяц',
  nextMonth: 'Следующий месяц',
  monthLevelControl: 'Выбрать месяц',
  previousYear: 'Предыдущий год',
  nextYear: 'Следующий год',
  yearLevelControl: 'Выбрать год',
  previousDecade: 'Предыдущее десятилетие',
  nextDecade: 'Следующее десятилетие',
};

/**
 * A date picker without past dates, shown as dd.MM.yyyy in Russian (SPEC §5); weeks start on Monday. Its field is a
 * button opening the calendar, where ARIA allows no `aria-required` (FormField gives it to asterisked fields).
 */
export function DateField({ value, onChange, 'aria-required': _notOnAButton, ...rest }: DateFieldProps) {
  return (
    <DatePickerInput
      locale="ru"
      firstDayOfWeek={1}
      valueFormat={DATE_DISPLAY_FORMAT}
      placeholder="дд.мм.гггг"
      ariaLabels={CALENDAR_LABELS}
      {...rest}
      // A day picked by keyboard gives focus back to the field, not to the top of the page.
      popoverProps={{ returnFocus: true, ...rest.popoverProps }}
      // Mantine's clear button has no name: «Дата от: очистить» when the label is text.
      clearButtonProps={{
        ...(typeof rest.label === 'string' ? { 'aria-label': `${rest.label}: очистить` } : {}),
        ...rest.clearButtonProps,
      }}
      minDate={todayIso()}
      value={value}
      onChange={onChange}
    />
  );
}
