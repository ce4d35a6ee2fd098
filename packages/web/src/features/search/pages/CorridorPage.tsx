import { Anchor, Button, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ArticleType } from '@fura/domain/articles';
import { ROUTES } from '@fura/domain/routes';
import type { UserRole } from '@fura/domain/users';
import { useSession } from '../../../shared/session/session-query';
import { SearchGuestNotice } from '../components/SearchAccessNotice';
import { CorridorWorkspace } from '../corridor/components/CorridorWorkspace';
import { CORRIDOR_TEXT } from '../corridor/corridor-text';
import { useCorridorFilters } from '../corridor/use-corridor-filters';

/** Carriers look for orders along their way, cargo owners for offers passing by (administrators may look at both). */
const SEARCHER: Record<ArticleType, UserRole> = { order: 'carrier', offer: 'cargo' };
const ROUTE_NAME = { order: 'corridorOrder', offer: 'corridorOffer' } as const;

function WrongRoleNotice({ type }: { type: ArticleType }) {
  const text = CORRIDOR_TEXT[type];
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} data-testid="corridor-wrong-role">
      <Stack align="center" gap="md" maw={560} mx="auto">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <IconArrowsExchange size={30} />
        </ThemeIcon>
        <Text ta="center" size="lg">
          {text.wrongRole}{' '}
          <Anchor component={Link} to={text.wrongRolePath} fw={600}>
            {text.wrongRoleLink}
          </Anchor>
        </Text>
        <Button component={Link} to={text.wrongRolePath}>
          {`Открыть «${text.wrongRoleLink}»`}
        </Button>
      </Stack>
    </Paper>
  );
}

function Workspace({ type, viewerId }: { type: ArticleType; viewerId: string | null }) {
  const state = useCorridorFilters();
  return <CorridorWorkspace type={type} state={state} viewerId={viewerId} />;
}

/**
 * /route-order «Заказы по пути» and /route-offer «Транспорт по пути» (public, issue 26): listings along a route with
 * the detour to each; a visitor searches and is asked to log in to answer; a user of the other role is sent to his own.
 */
export function CorridorPage({ type }: { type: ArticleType }) {
  const { user, isLoading } = useSession();

  let content;
  if (isLoading) content = <Loader aria-label="Загрузка" />;
  else if (!user)
    content = (
      <>
        <SearchGuestNotice type={type} />
        <Workspace type={type} viewerId={null} />
      </>
    );
  else if (user.type !== SEARCHER[type] && user.type !== 'admin') content = <WrongRoleNotice type={type} />;
  else content = <Workspace type={type} viewerId={user._id} />;

  return (
    <Stack gap="md" data-testid="corridor-page" data-type={type}>
      <div>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {ROUTES[ROUTE_NAME[type]].title}
        </Title>
        <Text c="dimmed" mt={4}>
          {CORRIDOR_TEXT[type].lead}
        </Text>
      </div>
      {content}
    </Stack>
  );
}
