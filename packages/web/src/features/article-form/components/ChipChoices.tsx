import { Chip, Group, Input } from '@mantine/core';

export interface ChipOption<T extends string | number> {
  value: T;
  label: string;
}

/**
 * Several choices as chips (cargo types, bodies, loading types): big touch targets that read at a glance.
 * Each chip's root carries `data-testid="<testIdPrefix>-<value>"`.
 */
export function ChipChoices<T extends string | number>({
  label,
  description,
  options,
  value,
  onChange,
  error,
  testIdPrefix,
  required,
}: {
  label: string;
  description?: string;
  options: readonly ChipOption<T>[];
  value: readonly T[];
  onChange: (value: T[]) => void;
  error?: string;
  testIdPrefix: string;
  required?: boolean;
}) {
  const picked = value.map(String);
  return (
    <Input.Wrapper
      label={label}
      description={description}
      error={error}
      required={required}
      labelElement="div"
      role="group"
      aria-label={label}
    >
      <Group gap={8} mt={6}>
        <Chip.Group
          multiple
          value={picked}
          onChange={(next) =>
            onChange(options.filter((option) => next.includes(String(option.value))).map((o) => o.value))
          }
        >
          {options.map((option) => (
            <Chip
              key={String(option.value)}
              value={String(option.value)}
              variant="outline"
              size="md"
              wrapperProps={{ 'data-testid': `${testIdPrefix}-${String(option.value)}` }}
            >
              {option.label}
            </Chip>
          ))}
        </Chip.Group>
      </Group>
    </Input.Wrapper>
  );
}
