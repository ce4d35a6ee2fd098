import { Badge } from '@mantine/core';
import { IconBan, IconCreditCard } from '@tabler/icons-react';
import { Link } from 'react-router';
import { tariffBadge, tariffLabel, tariffOffer, type TariffFields } from '@fura/domain/tariff-badge';
import { formatTariffDate } from '@fura/domain/tariff-period';
import { useSettings } from '../../shared/settings/settings-query';
import { ExpiringBadge } from './ExpiringBadge';
import { NoTariffBadge } from './NoTariffBadge';
import classes from './TariffBadge.module.css';

interface TariffBadgeProps {
  user: TariffFields;
  /** For tests; the current time by default. */
  now?: Date;
}

/**
 * The carrier tariff badge of SPEC §2 in its five states; what it offers (pay, prolong, or «Оплата временно
 * недоступна») follows the site's payment mode from the settings (issue 24).
 */
export function TariffBadge({ user, now }: TariffBadgeProps) {
  const badge = tariffBadge(user, now ?? new Date());
  const canPay = tariffOffer(badge, useSettings()?.payments ?? 'live') !== 'paymentsOff';
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
    case 'ended':
      return <NoTariffBadge state={badge.kind} canPay={canPay} />;
    case 'expiring':
      return <ExpiringBadge tariff={tariffLabel(user.tariff)} daysLeft={badge.daysLeft} canPay={canPay} />;
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
