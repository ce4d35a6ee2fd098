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
 * A position arrived (socket `setLocation`): the marker moves and a loaded track grows. A track still loading may have
 * been read before this point was stored: it is loaded again (the point is stored before it is announced).
 */
export function applyPosition(client: QueryClient, live: LivePosition): void {
  client.setQueryData<TGeoListResponse>(GEO_LIST_QUERY_KEY, (list) =>
    list ? withPosition(list, live) : list,
  );
  const trackKey = geoTrackQueryKey(live.articleId);
  if (client.getQueryData<TGeoTrackResponse>(trackKey)) {
    client.setQueryData<TGeoTrackResponse>(trackKey, (track) =>
      track ? withTrackPoint(track, live) : track,
    );
  } else if (client.isFetching({ queryKey: trackKey }) > 0) {
    // A first load is not restarted by invalidation alone (it would answer the read already under way).
    void client
      .cancelQueries({ queryKey: trackKey })
      .then(() => client.invalidateQueries({ queryKey: trackKey }));
  }
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
