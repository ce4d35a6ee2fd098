import { queryOptions } from '@tanstack/react-query';
import type { TPushDevice, TPushSubscribeRequest } from '@fura/domain/push-schemas';
import { apiGet, apiPost } from '../../../shared/api/client';

/** Every push query starts with this key: a change invalidates them all. */
export const PUSH_QUERY_KEY = ['push'] as const;

/** GET /api/push/key → the VAPID public key (base64url); null: push is not configured on this server. */
export const pushKeyQuery = queryOptions({
  queryKey: [...PUSH_QUERY_KEY, 'key'],
  queryFn: async () => (await apiGet<{ publicKey: string | null }>('/api/push/key')).publicKey,
  staleTime: Infinity,
});

/** POST /api/push/devices { endpoint? } → the user's devices, this browser's marked `current`. */
export function pushDevicesQuery(endpoint: string | null) {
  return queryOptions({
    queryKey: [...PUSH_QUERY_KEY, 'devices', endpoint],
    queryFn: async () =>
      (await apiPost<{ devices: TPushDevice[] }>('/api/push/devices', endpoint ? { endpoint } : {})).devices,
  });
}

/** POST /api/push/subscribe { subscription, deviceName } → the device as stored. */
export function subscribePush(request: TPushSubscribeRequest): Promise<{ device: TPushDevice }> {
  return apiPost<{ device: TPushDevice }>('/api/push/subscribe', request);
}

/**
 * POST /api/push/unsubscribe: this browser's device by its `endpoint` (the contract), another device of the list by
 * its `id` (the list carries no endpoints — they stay on the server; the call awaits the server's `{ id }` form).
 */
export function unsubscribePush(device: { endpoint: string } | { id: string }): Promise<unknown> {
  return apiPost<unknown>('/api/push/unsubscribe', device);
}
