import { useState } from 'react';
import { Anchor, Badge, Button, Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle, IconBan, IconCreditCard, IconEyeOff, IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router';
import { daysRu } from '@fura/domain/plural';
import { tariffBadge, tariffLabel, type TariffFields } from '@fura/domain/tariff-badge';
import { formatTariffDate } from '@fura/domain/tariff-period';
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

interface TariffBadgeProps {
  user: TariffFields;
  /** For tests; the current time by default. */
  now?: Date;
}

function HiddenBadge() {
  return (
    <Popover position="bottom-end" width={300} shadow="md" withArrow>
      <Popover.Target>
        <UnstyledButton
          className={classes.chip}
          data-color="red"
          data-testid="tariff-badge"
          data-state="hidden"
        >
          <IconEyeOff size={18} aria-hidden />
          <span className={classes.label}>Профиль скрыт</span>
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown data-testid="tariff-popup">
        <Stack gap="xs">
          <Text fw={700}>Профиль скрыт</Text>
          <Text size="sm">
            У вас нет тарифа, поэтому профиль и предложения не видны другим. Вы не можете брать заказы,
            оплатить тариф PRO или подключить DEMO.
          </Text>
          <Anchor component={Link} to="/support" size="sm">
            Написать в поддержку
          </Anchor>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

function ExpiringBadge({ tariff, daysLeft }: { tariff: string; daysLeft: number }) {
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
          <Button component={Link} to="/mytarif" size="sm" onClick={() => change(false)}>
            Продлить тариф
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/** The carrier tariff badge of SPEC §2 in its five states. */
export function TariffBadge({ user, now }: TariffBadgeProps) {
  const badge = tariffBadge(user, now ?? new Date());
  switch (badge.kind) {
    case 'banned':
      return (
        <Badge
          color="red"
          size="lg"
          tt="none"
          leftSection={<IconBan size={16} aria-hidden />}
          data-testid="tariff-badge"
          data-state="banned"
          className={classes.badge}
        >
          Профиль заблокирован
        </Badge>
      );
    case 'hidden':
      return <HiddenBadge />;
    case 'returnToDemo':
      return (
        <Link
          to="/mytarif"
          className={classes.chip}
          data-color="yellow"
          data-testid="tariff-badge"
          data-state="returnToDemo"
          title="Срок тарифа истёк: профиль и предложения скрыты"
        >
          <IconRefresh size={18} aria-hidden />
          <span className={classes.label}>Вернуться на тариф DEMO</span>
        </Link>
      );
    case 'expiring':
      return <ExpiringBadge tariff={tariffLabel(user.tariff)} daysLeft={badge.daysLeft} />;
    case 'active':
      return (
        <Link
          to="/mytarif"
          className={classes.chip}
          data-color="green"
          data-testid="tariff-badge"
          data-state="active"
        >
          <IconCreditCard size={18} aria-hidden />
          <span className={classes.label}>
            Тариф {tariffLabel(user.tariff)} до {formatTariffDate(new Date(badge.paidUntil))}
          </span>
        </Link>
      );
  }
}
