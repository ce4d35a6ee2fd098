import { Badge, Group } from '@mantine/core';
import { banUntilText, type TAdminUser } from '@fura/domain/admin-users';
import { PASSPORT_STATUS_LABELS } from '@fura/domain/passport';
import { tariffLabel } from '@fura/domain/tariff-badge';
import { USER_TYPE_LABELS } from '@fura/domain/users';
import { formatDate } from '../../../shared/format/date';
import { ADMIN_USERS_TEXTS as T } from '../user-texts';

const PASSPORT_COLORS = { none: 'gray', pending: 'orange', verified: 'green', rejected: 'red' } as const;

/** Role, ban, passport and (for carriers) tariff of a user, as badges. */
export function UserBadges({ user }: { user: TAdminUser }) {
  const tariffActive =
    user.tariff !== null && user.expiriesTariffAt !== null && Date.parse(user.expiriesTariffAt) > Date.now();
  return (
    <Group gap={6}>
      <Badge variant="light" color="blue">
        {USER_TYPE_LABELS[user.type]}
      </Badge>
      {user.isBan && (
        <Badge color="red" data-testid="user-banned-badge">
          {`${T.banned}: ${user.banUntil ? `${T.bannedUntil} ${banUntilText(user.banUntil)}` : T.forever}`}
        </Badge>
      )}
      <Badge variant="light" color={PASSPORT_COLORS[user.passportStatus]}>
        {`${T.passportLabel}: ${PASSPORT_STATUS_LABELS[user.passportStatus].toLowerCase()}`}
      </Badge>
      {user.type === 'carrier' && (
        <Badge variant="light" color={tariffActive ? 'teal' : 'gray'}>
          {tariffActive
            ? `${tariffLabel(user.tariff)} до ${formatDate(user.expiriesTariffAt)}`
            : 'Без тарифа'}
        </Badge>
      )}
    </Group>
  );
}
