import { useMutation } from '@tanstack/react-query';
import type { TForgotRequest } from '@fura/domain/auth';
import type { TOk } from '@fura/domain/errors';
import { apiPost } from '../../../shared/api/client';

export function postForgot(body: TForgotRequest): Promise<TOk> {
  return apiPost<TOk>('/api/auth/forgot', body);
}

export function useForgotMutation() {
  return useMutation({ mutationFn: postForgot });
}
