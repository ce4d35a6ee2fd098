import { Anchor, Button, Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCreditCard, IconEyeOff, IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  ENDED_CHIP,
  ENDED_CHIP_OFF,
  ENDED_TEXT,
  ENDED_TITLE,
  HIDDEN_PAY_TEXT,
  HIDDEN_TEXT,
  HIDDEN_TITLE,
  PAY_BUTTON,
  PAYMENTS_OFF_HINT,
  SUPPORT_LINK,
} from './badge-texts';
import classes from './TariffBadge.module.css';

interface NoTariffBadgeProps {
  /** `hidden`: no tariff and no end; `ended`: the tariff's end has passed. */
  state: 'hidden' | 'ended';
  /** False when the site takes no payments: the badge says so instead of offering to pay. */
  canPay: boolean;
}

/**
 * A carrier without a tariff (issue 24): the badge offers the one thing he can do — pay (/mytarif), never the demo
 * week every carrier has had (decision 23). An ended tariff's chip is that link itself; a hidden profile's chip opens
 * the explanation with the same button. Without payments both explain that instead.
 */
export function NoTariffBadge({ state, canPay }: NoTariffBadgeProps) {
  if (state === 'ended' && canPay) {
    return (
      <Link
        to="/mytarif"
        className={classes.chip}
        data-color="yellow"
        data-testid="tariff-badge"
        data-state="ended"
        title={`${ENDED_TITLE}: ${ENDED_TEXT.toLowerCase()}`}
      >
        <IconCreditCard size={18} aria-hidden />
        <span className={classes.label}>{ENDED_CHIP}</span>
      </Link>
    );
  }
  const hidden = state === 'hidden';
  return (
    <Popover position="bottom-end" width={300} shadow="md" withArrow>
      <Popover.Target>
        <UnstyledButton
          className={classes.chip}
          data-color={hidden ? 'red' : 'yellow'}
          data-testid="tariff-badge"
          data-state={state}
        >
          {hidden ? <IconEyeOff size={18} aria-hidden /> : <IconRefresh size={18} aria-hidden />}
          <span className={classes.label}>{hidden ? HIDDEN_TITLE : ENDED_CHIP_OFF}</span>
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown data-testid="tariff-popup">
        <Stack gap="xs">
          <Text fw={700}>{hidden ? HIDDEN_TITLE : ENDED_TITLE}</Text>
          <Text size="sm">
            {hidden ? HIDDEN_TEXT : ENDED_TEXT} {canPay ? HIDDEN_PAY_TEXT : PAYMENTS_OFF_HINT}
          </Text>
          {canPay ? (
            <Button component={Link} to="/mytarif" size="sm" data-testid="tariff-badge-pay">
              {PAY_BUTTON}
            </Button>
          ) : (
            <Anchor component={Link} to="/support" size="sm">
              {SUPPORT_LINK}
            </Anchor>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
