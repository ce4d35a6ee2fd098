import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCompanyResponse, TCompanySaveRequest } from '@fura/domain/company-schemas';
import type { TUserResponse } from '@fura/domain/user';
import { apiPost } from '../../../shared/api/client';
import { SESSION_QUERY_KEY } from '../../../shared/session/session-query';
import { getSocketId } from '../../../shared/socket/socket-id';

/** The answer's company goes into the session, where the profile reads it. */
function useCompanyMutation<Input>(call: (input: Input) => Promise<TCompanyResponse>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: ({ company }) => {
      client.setQueryData<TUserResponse | null>(SESSION_QUERY_KEY, (old) =>
        old ? { ...old, company } : old,
      );
    },
  });
}

/** POST /api/user/company/save: the legal form and INN, checked in the register at once for an ООО or an ИП. */
export function useSaveCompany() {
  return useCompanyMutation((input: Pick<TCompanySaveRequest, 'legalForm' | 'inn'>) =>
    apiPost<TCompanyResponse>('/api/user/company/save', { ...input, socketId: getSocketId() }),
  );
}

/** POST /api/user/company/delete. */
export function useDeleteCompany() {
  return useCompanyMutation(() =>
    apiPost<TCompanyResponse>('/api/user/company/delete', { socketId: getSocketId() }),
  );
}
