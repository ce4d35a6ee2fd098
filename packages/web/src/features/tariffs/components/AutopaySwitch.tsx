import { useState } from 'react';
import { Stack, Switch, Text } from '@mantine/core';
import { ApiError } from '../../../shared/api/client';
import { useToggleAutoPay } from '../api/toggle-autopay';
import classes from './Tariffs.module.css';

const FAILED = 'Не удалось переключить автоплатёж. Попробуйте ещё раз';

/** «Автоплатёж»: off and disabled without a saved card; the server's refusal is shown under the switch. */
export function AutopaySwitch({ enabled, hasCard }: { enabled: boolean; hasCard: boolean }) {
  const toggle = useToggleAutoPay();
  const [error, setError] = useState<string | null>(null);
  const change = () => {
    setError(null);
    toggle.mutate(undefined, {
      onError: (failure) => setError(failure instanceof ApiError ? failure.message : FAILED),
    });
  };
  return (
    <Stack gap="xs">
      <Switch
        size="lg"
        label="Автоплатёж"
        // Mantine puts the description inside the <label>: keep the name to the visible label alone.
        aria-label="Автоплатёж"
        checked={enabled}
        disabled={!hasCard || toggle.isPending}
        onChange={change}
        description="Продлевать тариф с сохранённой карты, когда он заканчивается"
        error={error}
        classNames={{ description: classes.description, error: classes.error }}
        aria-invalid={error ? true : undefined}
        data-testid="autopay-switch"
      />
      {hasCard ? null : (
        // Outside the switch: Mantine greys out a disabled switch's description, and this one says why.
        <Text size="sm" data-testid="autopay-switch-hint">
          Чтобы включить автоплатёж, сначала оплатите тариф картой — она сохранится для автоплатежа.
        </Text>
      )}
    </Stack>
  );
}
