import { randomUUID } from 'node:crypto';
import type { Seed } from './fuzz-seeds';

/** Seeds of «Мои поиски» and the push devices (issue 27). `push` is a subscription of the fake push service's shape. */
export function savedSearchSeeds(push: {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}): Record<string, Seed> {
  const search = () => ({
    name: 'Москва → Казань, тент',
    query: {
      kind: 'radius',
      search: {
        type: 'order',
        from: { lat: 55.7558, lon: 37.6173, radiusKm: 50 },
        to: { lat: 55.7964, lon: 49.1089, radiusKm: 50 },
        bodyType: 'tent',
      },
    },
    channels: ['site', 'email'],
    quietHours: { from: '22:00', to: '07:00' },
  });
  return {
    'POST /api/saved-search/list': { as: 'carrier', body: () => ({}) },
    'POST /api/saved-search/create': { as: 'carrier', body: search },
    'POST /api/saved-search/update': {
      as: 'carrier',
      body: () => ({ id: randomUUID(), name: 'Казань', paused: true, channels: ['site'] }),
    },
    'POST /api/saved-search/delete': { as: 'carrier', body: () => ({ id: randomUUID() }) },
    'POST /api/saved-search/matches': { as: 'carrier', body: () => ({ id: randomUUID() }) },
    'GET /api/saved-search/unsubscribe/:token': { as: 'guest', params: () => ({ token: 'x'.repeat(43) }) },
    'POST /api/saved-search/unsubscribe/:token': { as: 'guest', params: () => ({ token: 'x'.repeat(43) }) },
    'GET /api/push/key': { as: 'cargo' },
    'POST /api/push/subscribe': {
      as: 'cargo',
      body: () => ({ subscription: push, deviceName: 'Chrome на Android' }),
    },
    'POST /api/push/unsubscribe': { as: 'cargo', body: () => ({ endpoint: push.endpoint }) },
    'POST /api/push/devices': { as: 'cargo', body: () => ({ endpoint: push.endpoint }) },
  };
}
