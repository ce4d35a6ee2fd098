import { Stack } from '@mantine/core';
import { IconClipboardOff } from '@tabler/icons-react';
import type { TPublicUser } from '@fura/domain/user';
import { EmptyState } from '../../../shared/ui/ListStates';
import { ArticleCard } from '../../../shared/articles/ui/ArticleCard';
import { ArticleListSkeleton } from '../../../shared/articles/ui/ArticleCardSkeleton';
import { useUserArticles } from '../api/user-profile-api';
import { LoadMoreButton } from '../../../shared/ui/LoadMoreButton';
import { QueryStates } from '../../../shared/ui/QueryStates';

/** The user's published listings, 6 per page with «Показать ещё». */
export function UserArticles({ user }: { user: TPublicUser }) {
  const query = useUserArticles(user._id);
  const articles = query.data?.pages.flatMap((page) => page.articles) ?? [];
  return (
    <QueryStates
      query={query}
      loading={<ArticleListSkeleton count={2} />}
      error={{ title: 'Не удалось загрузить объявления', testId: 'user-articles-error' }}
      isEmpty={() => articles.length === 0}
      empty={
        <EmptyState
          icon={<IconClipboardOff size={30} />}
          title={user.type === 'carrier' ? 'Нет опубликованных предложений' : 'Нет опубликованных заказов'}
          testId="user-articles-empty"
        />
      }
    >
      {() => (
        <Stack gap="sm" component="section" aria-label="Объявления пользователя">
          {articles.map((article) => (
            <ArticleCard key={article._id} article={article} href={`/${article.type}/${article._id}`} />
          ))}
          <LoadMoreButton query={query} testId="user-articles-load-more" />
        </Stack>
      )}
    </QueryStates>
  );
}
