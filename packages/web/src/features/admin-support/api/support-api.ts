import {
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  TSupportDialogsResponse,
  TSupportMessage,
  TSupportMessagesResponse,
} from '@fura/domain/support';
import { apiPost } from '../../../shared/api/client';

/** React Query keys of the support inbox; every key starts with `admin-support`. */
export const SUPPORT_DIALOGS_KEY = ['admin-support', 'dialogs'] as const;
export const supportMessagesKey = (dialogId: string) => ['admin-support', 'messages', dialogId] as const;

/** The console has no socket: the inbox and the open dialog are read again every 20 s and on focus. */
export const SUPPORT_POLL_MS = 20_000;
const DIALOGS_PER_PAGE = 20;

/** POST /api/admin/support/dialogs `{ offset }` → 20 dialogs a page, newest activity first. */
export function useSupportDialogs() {
  return useInfiniteQuery({
    queryKey: SUPPORT_DIALOGS_KEY,
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      apiPost<TSupportDialogsResponse>('/api/admin/support/dialogs', { offset: pageParam }),
    getNextPageParam: (last, pages) => {
      const loaded = pages.length * DIALOGS_PER_PAGE;
      return last.dialogs.length === DIALOGS_PER_PAGE && loaded < last.countAll ? loaded : undefined;
    },
    refetchInterval: SUPPORT_POLL_MS,
    refetchOnWindowFocus: true,
  });
}

/** POST /api/admin/support/messages `{ dialogId, before? }`: the newest 50, then older pages before the oldest. */
export function useSupportMessages(dialogId: string) {
  return useInfiniteQuery({
    queryKey: supportMessagesKey(dialogId),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      apiPost<TSupportMessagesResponse>('/api/admin/support/messages', {
        dialogId,
        ...(pageParam ? { before: pageParam } : {}),
      }),
    getNextPageParam: (last) => (last.canLoad ? last.messages[0]?._id : undefined),
    refetchInterval: SUPPORT_POLL_MS,
    refetchOnWindowFocus: true,
  });
}

/** Every loaded message, oldest first (page 0 is the newest). */
export function allMessages(data: InfiniteData<TSupportMessagesResponse> | undefined): TSupportMessage[] {
  return data ? [...data.pages].reverse().flatMap((page) => page.messages) : [];
}

function setNoRead(client: QueryClient, dialogId: string): void {
  client.setQueryData<InfiniteData<TSupportDialogsResponse>>(
    SUPPORT_DIALOGS_KEY,
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          dialogs: page.dialogs.map((dialog) =>
            dialog.dialogId === dialogId ? { ...dialog, noRead: 0 } : dialog,
          ),
        })),
      },
  );
}

/** POST /api/admin/support/read `{ dialogId }`: the user's messages read by support; the badge goes at once. */
export function useMarkSupportRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (dialogId: string) => apiPost<{ error: false }>('/api/admin/support/read', { dialogId }),
    onSuccess: (_answer, dialogId) => setNoRead(client, dialogId),
  });
}

/** POST /api/admin/support/send `{ dialogId, text }` → the message, appended to the open dialog. */
export function useSendSupportMessage(dialogId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      apiPost<{ error: false; message: TSupportMessage }>('/api/admin/support/send', { dialogId, text }),
    onSuccess: ({ message }) => {
      client.setQueryData<InfiniteData<TSupportMessagesResponse>>(supportMessagesKey(dialogId), (data) => {
        const [newest, ...older] = data?.pages ?? [];
        if (!data || !newest || newest.messages.some((item) => item._id === message._id)) return data;
        return { ...data, pages: [{ ...newest, messages: [...newest.messages, message] }, ...older] };
      });
      void client.invalidateQueries({ queryKey: SUPPORT_DIALOGS_KEY });
    },
  });
}
