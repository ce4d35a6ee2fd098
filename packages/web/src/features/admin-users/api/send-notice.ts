import { useMutation } from '@tanstack/react-query';
import type { TNoticeSendInput } from '@fura/domain/admin-notices';
import { apiPost } from '../../../shared/api/client';

/** POST /api/admin/notices/send `{ audience: 'user', userId, text, link? }` (built by «Системные уведомления»). */
export function useSendUserNotice() {
  return useMutation({
    mutationFn: (body: { userId: string; text: string; link: string | null }) => {
      const request: TNoticeSendInput = { audience: 'user', ...body };
      return apiPost<{ error: false }>('/api/admin/notices/send', request);
    },
  });
}
