import type { ReactNode } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { TArticle } from '@fura/domain/article-schemas';
import { useSession } from '../../session/session-query';
import { QueryStates, type QueryErrorView } from '../../ui/QueryStates';
import { showErrorToast } from '../../ui/toast';
import { ArticleCard } from './ArticleCard';
import { ArticleListSkeleton } from './ArticleCardSkeleton';

export type ArticlePagesQuery = UseInfiniteQueryResult<
  InfiniteData<{ articles: TArticle[]; countAll: number }>,
  Error
>;

/**
 * A paged list of listings (6 per page): skeletons while loading, the error with a retry, the empty state, the
 * cards with their actions, «Показать ещё» and how many are shown of all.
 */
export function ArticleList({
  query,
  empty,
  error,
  actions,
  shownTestId,
}: {
  query: ArticlePagesQuery;
  empty: ReactNode;
  error: QueryErrorView;
  actions: (article: TArticle) => ReactNode;
  shownTestId: string;
}) {
  const { user } = useSession();
  const articles = query.data?.pages.flatMap((page) => page.articles) ?? [];
  const loadMore = () => {
    query.fetchNextPage().then((result) => {
      if (result.isFetchNextPageError) showErrorToast(result.error);
    }, showErrorToast);
  };

  return (
    <QueryStates
      query={query}
      loading={<ArticleListSkeleton count={3} />}
      error={error}
      isEmpty={() => articles.length === 0}
      empty={empty}
    >
      {() => (
        <Stack gap="sm" component="section" aria-label="Объявления">
          {articles.map((article) => (
            <ArticleCard
              key={article._id}
              article={article}
              href={`/${article.type}/${article._id}`}
              viewerId={user?._id ?? null}
              actions={actions(article)}
            />
          ))}
          {query.hasNextPage && (
            <Button
              variant="default"
              onClick={loadMore}
              loading={query.isFetchingNextPage}
              data-testid="load-more"
              style={{ alignSelf: 'center' }}
            >
              Показать ещё
            </Button>
          )}
          <Text size="sm" c="dimmed" ta="center" data-testid={shownTestId}>
            Показано {articles.length} из {query.data?.pages.at(-1)?.countAll ?? articles.length}
          </Text>
        </Stack>
      )}
    </QueryStates>
  );
}
