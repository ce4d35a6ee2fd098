import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TDealVehicle, TDealVehicleResponse, TDealVehicleSetRequest } from '@fura/domain/deal-vehicle';
import { ApiError, apiPost } from '../../../shared/api/client';
import { getSocketId } from '../../../shared/socket/socket-id';
import { useSocketEvent } from '../../../shared/socket/use-socket-event';

/** A deal: the listing and its chosen executor. */
export interface DealVehicleIds {
  articleId: string;
  executorId: string;
}

export const dealVehicleQueryKey = ({ articleId, executorId }: DealVehicleIds) =>
  ['deal-vehicle', articleId, executorId] as const;

/** POST /api/deal/vehicle/get (issue 29): the deal's vehicle and driver, for its two parties. */
export async function fetchDealVehicle({ articleId, executorId }: DealVehicleIds): Promise<TDealVehicle> {
  return (await apiPost<TDealVehicleResponse>('/api/deal/vehicle/get', { articleId, executorId })).vehicle;
}

/** Not a party of this deal, or no such deal: 404 (400 for malformed ids). */
export function isDealVehicleMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

export function dealVehicleQuery(ids: DealVehicleIds) {
  return queryOptions({
    queryKey: dealVehicleQueryKey(ids),
    queryFn: () => fetchDealVehicle(ids),
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status > 0 && error.status < 500) && failures < 1,
  });
}

export function useDealVehicle(ids: DealVehicleIds) {
  return useQuery(dealVehicleQuery(ids));
}

export type DealVehicleStatement = Omit<TDealVehicleSetRequest, 'articleId' | 'executorId' | 'socketId'>;

/** POST /api/deal/vehicle/set: the carrier's vehicle (a template or a plate) and driver. */
export async function postDealVehicle(ids: DealVehicleIds, statement: DealVehicleStatement) {
  const body: TDealVehicleSetRequest = { ...ids, ...statement, socketId: getSocketId() };
  return (await apiPost<TDealVehicleResponse>('/api/deal/vehicle/set', body)).vehicle;
}

/**
 * The carrier's statement. A change raises the deal's terms version, so the contract on the same page is read again
 * (its signatures belong to the old version).
 */
export function useSetDealVehicle(ids: DealVehicleIds) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (statement: DealVehicleStatement) => postDealVehicle(ids, statement),
    onSuccess: (vehicle) => {
      client.setQueryData(dealVehicleQueryKey(ids), vehicle);
      void client.invalidateQueries({ queryKey: ['deal-contract', ids.articleId, ids.executorId] });
    },
  });
}

/** The cargo owner's open deal: the carrier's change comes as its notification; read the vehicle (and contract) again. */
export function useDealVehicleRealtime(ids: DealVehicleIds): void {
  const client = useQueryClient();
  useSocketEvent('sendNotification', ({ notification }) => {
    if (notification.code !== 'dealVehicleChanged' || notification.info.articleId !== ids.articleId) return;
    const executorId = notification.info.executorId;
    if (typeof executorId === 'string' && executorId !== ids.executorId) return;
    void client.invalidateQueries({ queryKey: dealVehicleQueryKey(ids) });
    void client.invalidateQueries({ queryKey: ['deal-contract', ids.articleId, ids.executorId] });
  });
}
