import { useState } from 'react';
import { Button, Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { daysRu } from '@fura/domain/plural';
import { PAYMENTS_OFF_HINT, PROLONG_BUTTON } from './badge-texts';
import classes from './TariffBadge.module.css';

/** The expiry warning pops up by itself once per browser session, then on click. */
const WARNING_SHOWN_KEY = 'furaTariffWarningShown';

function warningAlreadyShown(): boolean {
  try {
    return sessionStorage.getItem(WARNING_SHOWN_KEY) === '1';
  } catch {
    return false;
  }
}

function rememberWarningShown(): void {
  try {
    sessionStorage.setItem(WARNING_SHOWN_KEY, '1');
  } catch {
    // Storage may be unavailable (private mode); the popup then shows on every page load.
  }
}

interface ExpiringBadgeProps {
  tariff: string;
  daysLeft: number;
  /** False when the site takes no payments: the popup says so instead of «Продлить тариф». */
  canPay: boolean;
}

/** At most 3 days left (SPEC §2): the days, the warning, and «Продлить тариф». */
export function ExpiringBadge({ tariff, daysLeft, canPay }: ExpiringBadgeProps) {
  const [opened, setOpened] = useState(() => !warningAlreadyShown());
  const change = (value: boolean) => {
    setOpened(value);
    if (!value) rememberWarningShown();
  };
  const left = daysRu(daysLeft);
  return (
    <Popover opened={opened} onChange={change} position="bottom-end" width={300} shadow="md" withArrow>
      <Popover.Target>
        <UnstyledButton
          className={classes.chip}
          data-color="orange"
          data-testid="tariff-badge"
          data-state="expiring"
          onClick={() => change(!opened)}
          aria-expanded={opened}
        >
          <IconAlertTriangle size={18} aria-hidden />
          <span className={classes.label}>
            Тариф {tariff}: осталось {left}
          </span>
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown data-testid="tariff-popup">
        <Stack gap="xs">
          <Text fw={700}>До окончания тарифа осталось {left}</Text>
          <Text size="sm">
            Когда тариф {tariff} закончится, ваш профиль и предложения будут скрыты, а брать заказы станет
            нельзя.
          </Text>
          {canPay ? (
            <Button component={Link} to="/mytarif" size="sm" onClick={() => change(false)}>
              {PROLONG_BUTTON}
            </Button>
          ) : (
            <Text size="sm" fw={600} data-testid="tariff-badge-payments-off">
              {PAYMENTS_OFF_HINT}
            </Text>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
