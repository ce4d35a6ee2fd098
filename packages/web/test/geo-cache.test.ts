import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { TGeoTrackResponse } from '@fura/domain/geo-tracking';
import { geoTrackQueryKey } from '../src/features/geo-detect/api/query-keys';
import { applyPosition } from '../src/features/geo-detect/geo-cache';

/** The server's stored track: a read answers what is stored at the moment it answers. */
function serverTrack() {
  const points: TGeoTrackResponse['points'] = [[55.75, 37.62, '2026-11-27T10:00:00.000Z']];
  const pending: ((value: TGeoTrackResponse) => void)[] = [];
  let fetches = 0;
  return {
    points,
    get fetches() {
      return fetches;
    },
    fetch: () => {
      fetches += 1;
      return new Promise<TGeoTrackResponse>((resolve) => pending.push(resolve));
    },
    answerAll: () => pending.splice(0).forEach((answer) => answer({ points: [...points] })),
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const MOVED = {
  articleId: 'a1',
  position: [56.05, 37.1] as [number, number],
  at: '2026-11-27T10:00:10.000Z',
};

async function loadingTrack() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const server = serverTrack();
  const key = geoTrackQueryKey('a1');
  const observer = new QueryObserver(client, { queryKey: key, queryFn: server.fetch });
  const unsubscribe = observer.subscribe(() => undefined);
  await flush();
  expect(server.fetches).toBe(1);
  return { client, server, key, unsubscribe };
}

describe('geo cache: a position arriving while the track loads', () => {
  it('adds the point once the read lands, though the server did not store it (one point per 30 s)', async () => {
    const { client, server, key, unsubscribe } = await loadingTrack();
    applyPosition(client, MOVED);
    await flush();
    server.answerAll();
    await flush();

    expect(server.fetches).toBe(1);
    expect(client.getQueryData<TGeoTrackResponse>(key)?.points.map(([lat]) => lat)).toEqual([55.75, 56.05]);
    unsubscribe();
  });

  it('does not add it twice when the read already had it', async () => {
    const { client, server, key, unsubscribe } = await loadingTrack();
    server.points.push([...MOVED.position, MOVED.at]);
    applyPosition(client, MOVED);
    await flush();
    server.answerAll();
    await flush();

    expect(client.getQueryData<TGeoTrackResponse>(key)?.points).toHaveLength(2);
    unsubscribe();
  });

  it('extends a loaded track in place, without loading it again', () => {
    const client = new QueryClient();
    const key = geoTrackQueryKey('a1');
    client.setQueryData<TGeoTrackResponse>(key, { points: [[55.75, 37.62, '2026-11-27T10:00:00.000Z']] });
    applyPosition(client, { articleId: 'a1', position: [56.05, 37.1], at: '2026-11-27T10:00:10.000Z' });
    expect(client.getQueryData<TGeoTrackResponse>(key)?.points).toHaveLength(2);
    expect(client.isFetching()).toBe(0);
  });
});
