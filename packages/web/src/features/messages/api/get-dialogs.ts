import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { DialogListKind, TDialogListResponse } from '@fura/domain/dialog-schemas';
import type { TUserResponse } from '@fura/domain/user';
import { apiPost } from '../../../shared/api/client';
import type { DialogListData } from '../../../shared/dialogs/list-cache';
import { dialogListKey } from '../../../shared/dialogs/query-keys';
import { withUnreadSet } from '../../../shared/dialogs/session-counts';
import { SESSION_QUERY_KEY } from '../../../shared/session/session-query';

/** POST /api/dialog/list { kind, offset }: 20 dialogs (DIALOGS_PER_PAGE), newest last message first. */
export function fetchDialogs(kind: DialogListKind, offset: number): Promise<TDialogListResponse> {
  return apiPost<TDialogListResponse>('/api/dialog/list', { kind, offset });
}

function loadedCount(pages: TDialogListResponse[]): number {
  return new Set(pages.flatMap((page) => page.dialogs.map((dialog) => dialog._id))).size;
}

/**
 * One tab's dialogs, page by page. The next offset is how many the cache holds, since new dialogs join the top
 * while the list is shown. A fresh first page also sets that kind's counter in the session (noReadCount feeds
 * dialogsCount).
 */
export function useDialogList(kind: DialogListKind) {
  const client = useQueryClient();
  return useInfiniteQuery({
    queryKey: dialogListKey(kind),
    queryFn: async ({ pageParam }) => {
      const page = await fetchDialogs(kind, pageParam);
      if (pageParam === 0 && kind !== 'all') {
        client.setQueryData<TUserResponse | null>(SESSION_QUERY_KEY, (session) =>
          session ? withUnreadSet(session, kind, page.noReadCount) : session,
        );
      }
      return page;
    },
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = loadedCount(pages);
      return loaded < last.countAll && last.dialogs.length > 0 ? loaded : undefined;
    },
  });
}

/** The dialogs of all loaded pages, each once. */
export function dialogsOf(data: DialogListData | undefined) {
  const seen = new Set<string>();
  return (data?.pages ?? [])
    .flatMap((page) => page.dialogs)
    .filter((dialog) => (seen.has(dialog._id) ? false : (seen.add(dialog._id), true)));
}
