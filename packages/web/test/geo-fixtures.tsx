import type { TGeoItem, TGeoListResponse } from '@fura/domain/geo-tracking';
import { GeoDetectPage } from '../src/features/geo-detect/pages/GeoDetectPage';
import { getSocket } from '../src/shared/socket/socket';
import { makeSession } from './fixtures';
import { renderPage } from './inputs/render';
import { makeQueryClient } from './render';

/** Helpers of the /geo-detect component tests (the Leaflet map is replaced by a stub there: jsdom has no layout). */

export const NOW = Date.parse('2026-05-12T10:00:00.000Z');

export function makeGeoItem(id: string, overrides: Partial<TGeoItem> = {}): TGeoItem {
  return {
    articleId: id,
    type: 'order',
    from: { settlement: 'Москва', region: 'Москва', lat: 55.75, lon: 37.62 },
    to: { settlement: 'Тверь', region: 'Тверская область', lat: 56.86, lon: 35.92 },
    carrier: { _id: `c-${id}`, name: 'Сергей Иванов' },
    lastLocation: { lat: 56.1, lon: 37.1, at: new Date(NOW - 5 * 60_000).toISOString() },
    trackingLink: null,
    ...overrides,
  };
}

export function listAnswer(items: TGeoItem[]): { body: TGeoListResponse & { error: false } } {
  return { body: { error: false, items } };
}

export function renderGeoDetect() {
  const client = makeQueryClient(makeSession({}, { _id: 'owner', type: 'cargo' }));
  return renderPage(<GeoDetectPage />, { path: '/geo-detect', queryClient: client });
}

type Listener = (payload: unknown) => void;

/** Delivers a server event to the page's handlers on the mocked socket (test/socket-mock.ts). */
export function emitSocket(event: string, payload: unknown): void {
  const socket = getSocket() as unknown as { on: { mock: { calls: [string, Listener][] } } };
  for (const [name, listener] of socket.on.mock.calls) if (name === event) listener(payload);
}
