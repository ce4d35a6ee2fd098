import { useMutation } from '@tanstack/react-query';
import type { TCallbackRequest } from '@fura/domain/callback';
import type { TOk } from '@fura/domain/errors';
import { apiPost } from '../../../shared/api/client';

export function postSendMailCall(body: TCallbackRequest): Promise<TOk> {
  return apiPost<TOk>('/api/page/sendMailCall', body);
}

export function useSendMailCallMutation() {
  return useMutation({ mutationFn: postSendMailCall });
}
