import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { TGeoTrackResponse } from '@fura/domain/geo-tracking';
import { geoTrackQueryKey } from '../src/features/geo-detect/api/query-keys';
import { applyPosition } from '../src/features/geo-detect/geo-cache';

/** The server's stored track: what a fetch answers at the moment it runs. */
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
      const snapshot = { points: [...points] };
      return new Promise<TGeoTrackResponse>((resolve) => pending.push(() => resolve(snapshot)));
    },
    answerAll: () => pending.splice(0).forEach((answer) => answer({ points: [] })),
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('geo cache: a position arriving while the track loads', () => {
  it('loads the track again, so the point the first read missed is drawn', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const server = serverTrack();
    const key = geoTrackQueryKey('a1');
    const observer = new QueryObserver(client, { queryKey: key, queryFn: server.fetch });
    const unsubscribe = observer.subscribe(() => undefined);
    await flush();
    expect(server.fetches).toBe(1);

    // The carrier moved: the server stores the point, then announces it — before the first read answers.
    server.points.push([56.05, 37.1, '2026-11-27T10:00:10.000Z']);
    applyPosition(client, { articleId: 'a1', position: [56.05, 37.1], at: '2026-11-27T10:00:10.000Z' });
    await flush();
    server.answerAll();
    await flush();
    server.answerAll();
    await flush();

    expect(server.fetches).toBe(2);
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
