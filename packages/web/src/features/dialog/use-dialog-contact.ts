import { useQueryClient } from '@tanstack/react-query';
import type { TArticle } from '@fura/domain/article-schemas';
import type { TDialog } from '@fura/domain/dialog-schemas';
import type { DialogTarget } from '../../shared/dialogs/dialog-paths';
import { dialogOpenKey } from '../../shared/dialogs/query-keys';
import { useSocketEvent } from '../../shared/socket/use-socket-event';

/**
 * Keeps the header's contact of a listing's dialog as the deal goes (issue 24): an executor chosen or removed, a
 * status change. Each event carries the listing as this user sees it, so the contact is the one it shows for the
 * other member — gone at once when he is removed; an event without the listing refetches the dialog.
 */
export function useDialogContact(dialog: TDialog | undefined, target: DialogTarget): void {
  const client = useQueryClient();
  const changed = ({ articleId, article }: { articleId: string; article?: TArticle }) => {
    if (!dialog || dialog.kind !== 'order' || dialog.orderId !== articleId) return;
    const key = dialogOpenKey(target);
    if (!article) {
      void client.invalidateQueries({ queryKey: key });
      return;
    }
    const contact = article.contacts.find((item) => item.userId === dialog.user._id) ?? null;
    client.setQueryData<TDialog>(key, (held) => (held ? { ...held, contact } : held));
  };
  useSocketEvent('setExecutor', changed);
  useSocketEvent('deleteExecutor', changed);
  useSocketEvent('updateStatusMyArticle', changed);
}
