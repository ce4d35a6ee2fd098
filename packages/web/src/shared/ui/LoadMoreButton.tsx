import { Button } from '@mantine/core';
import { showErrorToast } from './toast';

/** What the button needs of a React Query infinite query. */
export interface NextPageQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<{ isFetchNextPageError: boolean; error: unknown }>;
}

/**
 * «Показать ещё» under a paged list, shown while there is a next page. A failed page shows a toast and keeps what is
 * already on the screen.
 */
export function LoadMoreButton({ query, testId }: { query: NextPageQuery; testId?: string }) {
  if (!query.hasNextPage) return null;
  const loadMore = () => {
    query.fetchNextPage().then((result) => {
      if (result.isFetchNextPageError) showErrorToast(result.error);
    }, showErrorToast);
  };
  return (
    <Button
      variant="default"
      onClick={loadMore}
      loading={query.isFetchingNextPage}
      data-testid={testId}
      style={{ alignSelf: 'center' }}
    >
      Показать ещё
    </Button>
  );
}
