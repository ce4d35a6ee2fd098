import { Alert, Anchor } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { routePath } from '@fura/domain/routes';
import { useSession } from '../../shared/session/session-query';

/** SPEC §6: banned users see a blocked notice (on every page but /blocked, which says it all). */
export function BanNotice() {
  const { user } = useSession();
  const { pathname } = useLocation();
  if (!user?.isBan || pathname === routePath('blocked')) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconBan />}
      title="Профиль заблокирован"
      data-testid="ban-notice"
      mb="lg"
    >
      Администратор заблокировал ваш профиль: публикация, заявки и сообщения недоступны.{' '}
      <Anchor component={Link} to={routePath('blocked')} inherit data-testid="ban-notice-more">
        Почему и до какого срока
      </Anchor>
      . Если вы считаете это ошибкой, напишите в{' '}
      <Anchor component={Link} to={routePath('support')} inherit>
        поддержку
      </Anchor>
      .
    </Alert>
  );
}
