import { Alert, Anchor } from '@mantine/core';
import { IconEyeOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ROUTES } from '@fura/domain/routes';
import { hasActiveTariff } from '@fura/domain/tariff-badge';
import { useSession } from '../../../shared/session/session-query';

/** On a carrier's own offers: says that nobody else sees them while he has no active tariff (SPEC §6). */
export function HiddenOffersNotice() {
  const { user } = useSession();
  if (user?.type !== 'carrier' || hasActiveTariff(user, new Date())) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconEyeOff aria-hidden />}
      title="Предложения скрыты"
      data-testid="my-offers-hidden"
    >
      {user.isBan
        ? 'Профиль заблокирован, поэтому ваши предложения не видны другим пользователям.'
        : 'У вас нет действующего тарифа, поэтому ваши предложения не видны в поиске и на вашей странице. '}
      {user.isBan ? null : (
        <Anchor component={Link} to={ROUTES.mytarif.path} fw={700}>
          Продлить тариф
        </Anchor>
      )}
    </Alert>
  );
}
