import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TDealChangeResponse,
  TDealKey,
  TDealResponse,
  TDealTermsInputRaw,
} from '@fura/domain/deal-terms-schemas';
import { ApiError, apiPost } from '../../../shared/api/client';
import { getSocketId } from '../../../shared/socket/socket-id';
import { useSocketEvent } from '../../../shared/socket/use-socket-event';
import { contractQueryKey } from './contract';

/** The deal page's calls (issue 29): POST /api/deal/get, /change, /change/confirm, /change/decline. */

export const dealQueryKey = ({ articleId, executorId }: TDealKey) => ['deal', articleId, executorId] as const;

/** Not a party of this deal, or no such deal: 404 (400 for ids that cannot be one). */
export function isDealMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

export function dealQuery(key: TDealKey) {
  return queryOptions({
    queryKey: dealQueryKey(key),
    queryFn: () => apiPost<TDealResponse>('/api/deal/get', key).then((answer) => answer.deal),
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status > 0 && error.status < 500) && failures < 1,
  });
}

export function useDeal(key: TDealKey) {
  return useQuery(dealQuery(key));
}

/**
 * The answer is the deal as it is now. A change in force raises the terms' version, so the contract is read again
 * (its signatures were for the old one).
 */
function useDealAnswer(key: TDealKey) {
  const client = useQueryClient();
  return (answer: TDealChangeResponse) => {
    client.setQueryData(dealQueryKey(key), answer.deal);
    void client.invalidateQueries({ queryKey: contractQueryKey(key) });
  };
}

/** POST /api/deal/change: the cargo owner's new terms (the server logs only what differs). */
export function useChangeDeal(key: TDealKey) {
  const onSuccess = useDealAnswer(key);
  return useMutation({
    mutationFn: (terms: TDealTermsInputRaw) =>
      apiPost<TDealChangeResponse>('/api/deal/change', { ...key, terms, socketId: getSocketId() }),
    onSuccess,
  });
}

/** POST /api/deal/change/confirm or /decline: the carrier answers the change awaiting him. */
export function useDecideChange(key: TDealKey) {
  const onSuccess = useDealAnswer(key);
  return useMutation({
    mutationFn: ({ changeId, decision }: { changeId: string; decision: 'confirm' | 'decline' }) =>
      apiPost<TDealChangeResponse>(`/api/deal/change/${decision}`, { changeId, socketId: getSocketId() }),
    onSuccess,
  });
}

/** The other party changed the deal or answered a change (or this user did in another tab): read it again. */
export function useDealPageRealtime(key: TDealKey, onChanged?: () => void): void {
  const client = useQueryClient();
  useSocketEvent('dealChanged', (payload) => {
    if (payload.articleId !== key.articleId || payload.executorId !== key.executorId) return;
    void client.invalidateQueries({ queryKey: dealQueryKey(key) });
    void client.invalidateQueries({ queryKey: contractQueryKey(key) });
    onChanged?.();
  });
}
