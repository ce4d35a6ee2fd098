import { useMutation } from '@tanstack/react-query';
import type { TResetRequest } from '@fura/domain/auth';
import type { TOk } from '@fura/domain/errors';
import { apiPost } from '../../../shared/api/client';

export function postReset(body: TResetRequest): Promise<TOk> {
  return apiPost<TOk>('/api/auth/reset', body);
}

export function useResetMutation() {
  return useMutation({ mutationFn: postReset });
}
