import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { updateMessages, withOlderPage, type MessagesData } from '../../shared/dialogs/messages-cache';
import { showErrorToast } from '../../shared/ui/toast';
import { fetchMessages } from './api/dialog-api';

/** POST /api/dialog/messages { dialogId, before: the oldest loaded } — the page above what is shown. */
export function useOlderMessages(dialogId: string | null, data: MessagesData | undefined) {
  const client = useQueryClient();
  const [loading, setLoading] = useState(false);
  const oldest = data?.messages.find((message) => !message.local)?._id ?? null;

  const loadOlder = async (): Promise<boolean> => {
    if (!dialogId || !oldest) return false;
    setLoading(true);
    try {
      const page = await fetchMessages(dialogId, oldest);
      updateMessages(client, dialogId, (current) => withOlderPage(current, page));
      return page.messages.length > 0;
    } catch (error) {
      showErrorToast(error);
      return false;
    } finally {
      setLoading(false);
    }
  };

  return { loadOlder, loading, canLoad: Boolean(data?.canLoad && oldest) };
}
