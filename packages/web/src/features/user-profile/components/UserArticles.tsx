import { Stack } from '@mantine/core';
import { IconClipboardOff } from '@tabler/icons-react';
import type { TPublicUser } from '@fura/domain/user';
import { EmptyState, LoadError } from '../../../shared/ui/ListStates';
import { ArticleCard } from '../../../shared/articles/ui/ArticleCard';
import { ArticleListSkeleton } from '../../../shared/articles/ui/ArticleCardSkeleton';
import { useUserArticles } from '../api/user-profile-api';
import { LoadMoreButton } from '../../../shared/ui/LoadMoreButton';

/** The user's published listings, 6 per page with «Показать ещё». */
export function UserArticles({ user }: { user: TPublicUser }) {
  const query = useUserArticles(user._id);
  const articles = query.data?.pages.flatMap((page) => page.articles) ?? [];
  if (query.isPending) return <ArticleListSkeleton count={2} />;
  if (query.isError && articles.length === 0) {
    return (
      <LoadError
        title="Не удалось загрузить объявления"

        message={query.error.message}

        onRetry={() => void query.refetch()}

        testId="user-articles-error"
      />
    );
  }
  if (articles.length === 0) {
    return (
      <EmptyState
        icon={<IconClipboardOff size={30} />}
        title={user.type === 'carrier' ? 'Нет опубликованных предложений' : 'Нет опубликованных заказов'}
        testId="user-articles-empty"
      />
    );
  }
  return (
    <Stack gap="sm" component="section" aria-label="Объявления пользователя">
      {articles.map((article) => (
        <ArticleCard key={article._id} article={article} href={`/${article.type}/${article._id}`} />
      ))}
      <LoadMoreButton query={query} testId="user-articles-load-more" />
    </Stack>
  );
}
