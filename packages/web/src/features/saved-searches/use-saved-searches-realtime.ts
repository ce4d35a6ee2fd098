import { useQueryClient } from '@tanstack/react-query';
import { SAVED_SEARCH_LIST_QUERY_KEY } from '../../shared/saved-searches/query-keys';
import { useSocketEvent } from '../../shared/socket/use-socket-event';

/** A saved search matched a new listing (`savedSearchMatched`, any tab): the list is read again, its counts rise. */
export function useSavedSearchesRealtime(): void {
  const client = useQueryClient();
  useSocketEvent('savedSearchMatched', () => {
    void client.invalidateQueries({ queryKey: SAVED_SEARCH_LIST_QUERY_KEY });
  });
}
