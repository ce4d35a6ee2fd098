import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TDialog } from '@fura/domain/dialog-schemas';
import type { DialogTarget } from '../../../shared/dialogs/dialog-paths';
import { withLatestPage, type MessagesData } from '../../../shared/dialogs/messages-cache';
import { dialogMessagesKey, dialogOpenKey } from '../../../shared/dialogs/query-keys';
import { fetchMessages, openDialog } from './dialog-api';

/** The dialog of a /dialog… route: found or created by the server (POST /api/dialog/open). */
export function useOpenDialog(target: DialogTarget) {
  return useQuery({
    queryKey: dialogOpenKey(target),
    queryFn: async (): Promise<TDialog> => (await openDialog(target)).dialog,
    staleTime: 30_000,
  });
}

/**
 * The newest messages, then what the page loads and sends. A refetch (after a reconnect) merges into what is
 * held; the cache goes when the dialog is left, so coming back starts from the newest page again.
 */
export function useDialogMessages(dialogId: string | null) {
  const client = useQueryClient();
  return useQuery({
    queryKey: dialogMessagesKey(dialogId ?? ''),
    queryFn: async (): Promise<MessagesData> => {
      const page = await fetchMessages(dialogId ?? '');
      return withLatestPage(client.getQueryData<MessagesData>(dialogMessagesKey(dialogId ?? '')), page);
    },
    enabled: dialogId !== null,
    staleTime: Infinity,
    gcTime: 0,
  });
}
