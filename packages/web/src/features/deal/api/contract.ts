import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TContractIds, TContractResponse, TContractSignRequest } from '@fura/domain/deal-contract';
import { ApiError, apiPost } from '../../../shared/api/client';
import { getSocketId } from '../../../shared/socket/socket-id';
import { useSocketEvent } from '../../../shared/socket/use-socket-event';

/** The deal's page: /deal/{articleId}/{executorId}. */
export function dealPagePath({ articleId, executorId }: TContractIds): string {
  return `/deal/${encodeURIComponent(articleId)}/${encodeURIComponent(executorId)}`;
}

/** The sign screen: /deal/{articleId}/{executorId}/sign. */
export function dealSignPath(ids: TContractIds): string {
  return `${dealPagePath(ids)}/sign`;
}

export const contractQueryKey = ({ articleId, executorId }: TContractIds) =>
  ['deal-contract', articleId, executorId] as const;

/** POST /api/deal/contract/get `{ articleId, executorId }`: the current version's contract for a party. */
export function fetchContract({ articleId, executorId }: TContractIds): Promise<TContractResponse> {
  return apiPost<TContractResponse>('/api/deal/contract/get', { articleId, executorId });
}

/** Not a party of this deal, or no such deal: the server answers 404 (400 for a malformed body). */
export function isContractMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

export function contractQuery(ids: TContractIds) {
  return queryOptions({
    queryKey: contractQueryKey(ids),
    queryFn: () => fetchContract(ids),
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status > 0 && error.status < 500) && failures < 1,
  });
}

export function useContract(ids: TContractIds) {
  return useQuery(contractQuery(ids));
}

/** POST /api/deal/contract/sign: the caller's signature of the version and content he read. */
export function postSignContract(
  contract: Pick<TContractResponse, 'termsVersion' | 'hash'>,
  ids: TContractIds,
) {
  const body: TContractSignRequest = {
    articleId: ids.articleId,
    executorId: ids.executorId,
    termsVersion: contract.termsVersion,
    hash: contract.hash,
    socketId: getSocketId(),
  };
  return apiPost<TContractResponse>('/api/deal/contract/sign', body);
}

/** «Подписать»: the answer is the contract as it is now; a refusal is the form's to show. */
export function useSignContract(ids: TContractIds) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (contract: Pick<TContractResponse, 'termsVersion' | 'hash'>) =>
      postSignContract(contract, ids),
    onSuccess: (answer) => client.setQueryData(contractQueryKey(ids), answer),
  });
}

/**
 * Read the contract again when it changes elsewhere: a signature (the other party's, or this user's in another tab),
 * a change of the deal's terms, the carrier's vehicle and driver (told to the cargo owner by a notification).
 */
export function useContractRealtime(ids: TContractIds): void {
  const client = useQueryClient();
  const reload = (payload: { articleId?: unknown; executorId?: unknown }) => {
    if (payload.articleId !== ids.articleId || payload.executorId !== ids.executorId) return;
    void client.invalidateQueries({ queryKey: contractQueryKey(ids) });
  };
  useSocketEvent('dealContractSigned', reload);
  useSocketEvent('dealChanged', reload);
  useSocketEvent('sendNotification', ({ notification }) => {
    if (notification.code === 'dealVehicleChanged') reload(notification.info);
  });
}
