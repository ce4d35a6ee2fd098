import { hasActiveTariff } from '@fura/domain/tariff-badge';
import type { UserRow } from '../../db/schema';

/** The domain's `hasActiveTariff` on a user row: may this carrier take orders and show his offers now (SPEC §6)? */
export function carrierHasTariff(
  user: Pick<UserRow, 'isBan' | 'tariff' | 'tariffExpiresAt'>,
  now: Date,
): boolean {
  return hasActiveTariff(
    {
      isBan: user.isBan,
      tariff: user.tariff,
      expiriesTariffAt: user.tariffExpiresAt ? user.tariffExpiresAt.toISOString() : null,
    },
    now,
  );
}
