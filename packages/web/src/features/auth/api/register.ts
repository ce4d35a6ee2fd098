import { useMutation } from '@tanstack/react-query';
import type { TAuthResponse, TRegisterRequest } from '@fura/domain/auth';
import { apiPost } from '../../../shared/api/client';

export function postRegister(body: TRegisterRequest): Promise<TAuthResponse> {
  return apiPost<TAuthResponse>('/api/auth/register', body);
}

export function useRegisterMutation() {
  return useMutation({ mutationFn: postRegister });
}
