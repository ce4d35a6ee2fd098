import { Checkbox, Group, Stack } from '@mantine/core';
import { ClockField } from '../../ui/inputs/TimeField';
import { ALERT_TEXT } from '../texts';

export interface QuietHoursValue {
  on: boolean;
  /** 'HH:MM', or '' while a time is not whole. */
  from: string;
  to: string;
}

/**
 * The quiet hours of a search's e-mail and push: a checkbox turning them on or off and «Не беспокоить с … до …»
 * (24-hour time fields; each one's error is tied to it). `onCommit` runs when a time field loses focus.
 */
export function QuietHoursFields({
  value,
  onChange,
  onCommit,
  fromError,
  toError,
  disabled = false,
  testId,
}: {
  value: QuietHoursValue;
  onChange: (value: QuietHoursValue) => void;
  onCommit?: () => void;
  fromError?: string | undefined;
  toError?: string | undefined;
  disabled?: boolean;
  testId: string;
}) {
  const timesDisabled = disabled || !value.on;
  return (
    <Stack gap={6}>
      <Checkbox
        label={ALERT_TEXT.quietOn}
        description={ALERT_TEXT.quietHint}
        checked={value.on}
        disabled={disabled}
        onChange={(event) => onChange({ ...value, on: event.currentTarget.checked })}
        data-testid={`${testId}-on`}
      />
      <Group gap="sm" align="flex-start" wrap="wrap">
        <ClockField
          label={ALERT_TEXT.quietFrom}
          value={value.from || null}
          onChange={(from) => onChange({ ...value, from: from ?? '' })}
          onBlur={() => onCommit?.()}
          disabled={timesDisabled}
          error={fromError}
          w={132}
          data-testid={`${testId}-from`}
        />
        <ClockField
          label={ALERT_TEXT.quietTo}
          aria-label={ALERT_TEXT.quietToName}
          value={value.to || null}
          onChange={(to) => onChange({ ...value, to: to ?? '' })}
          onBlur={() => onCommit?.()}
          disabled={timesDisabled}
          error={toError}
          w={132}
          data-testid={`${testId}-to`}
        />
      </Group>
    </Stack>
  );
}
