import { useMutation } from '@tanstack/react-query';
import type { TAuthResponse, TLoginRequest } from '@fura/domain/auth';
import { apiPost } from '../../../shared/api/client';

export function postLogin(body: TLoginRequest): Promise<TAuthResponse> {
  return apiPost<TAuthResponse>('/api/auth/login', body);
}

export function useLoginMutation() {
  return useMutation({ mutationFn: postLogin });
}
