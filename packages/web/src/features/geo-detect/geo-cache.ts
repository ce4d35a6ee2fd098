import type { QueryClient } from '@tanstack/react-query';
import type { TGeoItem, TGeoListResponse, TGeoTrackResponse } from '@fura/domain/geo-tracking';
import { GEO_LIST_QUERY_KEY, geoTrackQueryKey } from './api/query-keys';

export interface LivePosition {
  articleId: string;
  position: [number, number];
  at: string;
}

/** The list with one listing's last position replaced (an older position than the one shown is ignored). */
export function withPosition(
  list: TGeoListResponse,
  { articleId, position, at }: LivePosition,
): TGeoListResponse {
  return {
    items: list.items.map((item) => {
      if (item.articleId !== articleId) return item;
      if (item.lastLocation && Date.parse(item.lastLocation.at) > Date.parse(at)) return item;
      return { ...item, lastLocation: { lat: position[0], lon: position[1], at } };
    }),
  };
}

/** The track with a new point at its end (a repeated or older point is skipped). */
export function withTrackPoint(track: TGeoTrackResponse, { position, at }: LivePosition): TGeoTrackResponse {
  const last = track.points.at(-1);
  if (last && Date.parse(last[2]) >= Date.parse(at)) return track;
  return { points: [...track.points, [position[0], position[1], at]] };
}

/**
 * A position arrived (socket `setLocation`): the marker moves and a loaded track grows. A track still loading may
 * have been read before this point, and the server may never store it (one point per TRACK_POINT_EVERY_MS): the
 * point is added once the read lands (withTrackPoint skips it when the read already had it).
 */
export function applyPosition(client: QueryClient, live: LivePosition): void {
  client.setQueryData<TGeoListResponse>(GEO_LIST_QUERY_KEY, (list) =>
    list ? withPosition(list, live) : list,
  );
  const trackKey = geoTrackQueryKey(live.articleId);
  const extend = () =>
    client.setQueryData<TGeoTrackResponse>(trackKey, (track) =>
      track ? withTrackPoint(track, live) : track,
    );
  if (client.getQueryData<TGeoTrackResponse>(trackKey)) extend();
  else if (client.isFetching({ queryKey: trackKey }) > 0) afterRead(client, trackKey, extend);
}

/** Runs `then` once the query's read under way succeeds; a failed or removed read drops it. */
function afterRead(client: QueryClient, queryKey: readonly unknown[], then: () => void): void {
  const hash = client.getQueryCache().find({ queryKey, exact: true })?.queryHash;
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.query.queryHash !== hash) return;
    if (event.type === 'removed') unsubscribe();
    if (event.type !== 'updated') return;
    if (event.action.type === 'success') {
      unsubscribe();
      then();
    } else if (event.action.type === 'error') unsubscribe();
  });
}

export function setTrackingLink(
  client: QueryClient,
  articleId: string,
  link: TGeoItem['trackingLink'],
): void {
  client.setQueryData<TGeoListResponse>(GEO_LIST_QUERY_KEY, (list) =>
    list
      ? {
          items: list.items.map((item) =>
            item.articleId === articleId ? { ...item, trackingLink: link } : item,
          ),
        }
      : list,
  );
}
