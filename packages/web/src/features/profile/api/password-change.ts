import { useMutation } from '@tanstack/react-query';
import type { TPasswordChangeRequest } from '@fura/domain/user';
import type { TOk } from '@fura/domain/errors';
import { apiPost } from '../../../shared/api/client';

/** POST /api/user/password-change; a 400 carries `error: '<message>'` for the form (SPEC §7, §8). */
export function postPasswordChange(body: TPasswordChangeRequest): Promise<TOk> {
  return apiPost<TOk>('/api/user/password-change', body);
}

export function usePasswordChangeMutation() {
  return useMutation({ mutationFn: postPasswordChange });
}
