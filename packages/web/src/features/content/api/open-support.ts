import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { TSupportOpenResponse } from '@fura/domain/support';
import { apiPost } from '../../../shared/api/client';
import { routePath } from '@fura/domain/routes';

/** POST /api/support/open (logged in) → the user's dialog with the support account; the app opens it
 * (/dialog/{id} takes the other user's id: the support account's). */
export function useOpenSupport() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => apiPost<TSupportOpenResponse>('/api/support/open'),
    onSuccess: (answer) => void navigate(routePath('dialogUser', { id: answer.userId })),
  });
}
