import { Alert, Box, Button, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconSearchOff } from '@tabler/icons-react';
import type { ArticleType } from '@fura/domain/articles';
import { ArticleCard } from '../../../shared/articles/ui/ArticleCard';
import { ArticleListSkeleton } from '../../../shared/articles/ui/ArticleCardSkeleton';
import type { useSearchArticles } from '../api/search-articles';
import { FILTER_TEXT } from '../search-text';

type SearchQuery = ReturnType<typeof useSearchArticles>;

/** The results: skeletons, an error with retry, the empty state with a reset, or the cards and «Показать ещё». */
export function SearchResults({
  type,
  query,
  onReset,
}: {
  type: ArticleType;
  query: SearchQuery;
  onReset: () => void;
}) {
  if (query.isPending || (query.isPlaceholderData && !query.data?.pages[0]?.articles.length)) {
    return <ArticleListSkeleton count={3} />;
  }

  if (query.isError && !query.data) {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle size={20} aria-hidden />}
        title={FILTER_TEXT.error}
        data-testid="search-error"
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{query.error.message}</Text>
          <Button variant="light" color="red" onClick={() => void query.refetch()}>
            {FILTER_TEXT.retry}
          </Button>
        </Stack>
      </Alert>
    );
  }

  const articles = query.data?.pages.flatMap((page) => page.articles) ?? [];
  if (articles.length === 0) {
    return (
      <Paper withBorder radius="md" p="xl" data-testid="search-empty">
        <Stack align="center" gap="sm">
          <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
            <IconSearchOff size={26} />
          </ThemeIcon>
          <Text fw={600} ta="center">
            {FILTER_TEXT.empty}
          </Text>
          <Button variant="light" onClick={onReset} data-testid="search-reset">
            {FILTER_TEXT.reset}
          </Button>
        </Stack>
      </Paper>
    );
  }

  return (
    <Stack gap="sm">
      <Box
        data-testid="search-results"
        aria-busy={query.isPlaceholderData}
        style={{ opacity: query.isPlaceholderData ? 0.55 : 1, transition: 'opacity 150ms' }}
      >
        <Stack gap="sm">
          {articles.map((article) => (
            <ArticleCard key={article._id} article={article} href={`/${type}/${article._id}`} />
          ))}
        </Stack>
      </Box>
      {query.isFetchNextPageError && (
        <Text c="red" size="sm" role="alert">
          {FILTER_TEXT.error}
        </Text>
      )}
      {query.hasNextPage && (
        <Button
          variant="light"
          onClick={() => void query.fetchNextPage()}
          loading={query.isFetchingNextPage}
          data-testid="load-more"
          style={{ alignSelf: 'center' }}
        >
          {FILTER_TEXT.loadMore}
        </Button>
      )}
    </Stack>
  );
}
