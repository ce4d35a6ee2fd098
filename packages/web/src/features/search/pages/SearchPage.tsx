import { Loader, Stack, Text, Title } from '@mantine/core';
import type { ArticleType } from '@fura/domain/articles';
import type { UserRole } from '@fura/domain/users';
import { useSession } from '../../../shared/session/session-query';
import { SearchGuestNotice, SearchWrongRoleNotice } from '../components/SearchAccessNotice';
import { SearchWorkspace } from '../components/SearchWorkspace';
import { SEARCH_TEXT } from '../search-text';

/** Carriers search orders, cargo owners search offers (administrators may look at both). */
const SEARCHER: Record<ArticleType, UserRole> = { order: 'carrier', offer: 'cargo' };

/**
 * /search-order and /search-offer (public, SPEC §2): a visitor searches and is asked to log in to answer a listing;
 * a user of the other role is sent to his own search.
 */
export function SearchPage({ type }: { type: ArticleType }) {
  const { user, isLoading } = useSession();
  const text = SEARCH_TEXT[type];

  let content;
  if (isLoading) content = <Loader aria-label="Загрузка" />;
  else if (!user)
    content = (
      <>
        <SearchGuestNotice type={type} />
        <SearchWorkspace type={type} />
      </>
    );
  else if (user.type !== SEARCHER[type] && user.type !== 'admin')
    content = <SearchWrongRoleNotice type={type} />;
  else content = <SearchWorkspace type={type} />;

  return (
    <Stack gap="md" data-testid="search-page">
      <div>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {text.title}
        </Title>
        <Text c="dimmed" mt={4}>
          {text.lead}
        </Text>
      </div>
      {content}
    </Stack>
  );
}
