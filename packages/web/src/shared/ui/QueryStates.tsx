import type { ReactNode } from 'react';
import { LoadError } from './ListStates';

/** What QueryStates reads of a load: a TanStack query result (plain or infinite) fits as it is. */
export interface QueryStatesSource<TData> {
  data: TData | undefined;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
}

/** The failed load's alert: its title and test id; the reason is the error's own (Russian) message by default. */
export interface QueryErrorView {
  title: string;
  testId: string;
  message?: (error: Error | null) => string;
  action?: ReactNode;
}

/**
 * The one ladder of a loaded screen or list (DESIGN §8): the skeleton while it loads, the error with «Повторить»
 * when there is nothing to show, the empty state when the answer holds nothing, else the data.
 */
export function QueryStates<TData>({
  query,
  loading,
  error,
  isEmpty,
  empty = null,
  children,
}: {
  query: QueryStatesSource<TData>;
  loading: ReactNode;
  error: QueryErrorView;
  isEmpty?: (data: TData) => boolean;
  empty?: ReactNode;
  children: (data: TData) => ReactNode;
}) {
  if (query.isPending) return loading;
  const { data } = query;
  const nothingToShow = data === undefined || (isEmpty?.(data) ?? false);
  if (query.isError && nothingToShow)
    return (
      <LoadError
        title={error.title}
        message={error.message ? error.message(query.error) : (query.error?.message ?? '')}
        onRetry={() => void query.refetch()}
        testId={error.testId}
        action={error.action}
      />
    );
  if (data === undefined || nothingToShow) return empty;
  return children(data);
}
