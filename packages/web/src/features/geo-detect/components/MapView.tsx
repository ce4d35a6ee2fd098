import { useEffect, useRef } from 'react';
import { latLngBounds } from 'leaflet';
import { useMap } from 'react-leaflet';

export interface MapPoint {
  id: string;
  lat: number;
  lon: number;
}

const FOLLOW_ZOOM = 10;
const SINGLE_ZOOM = 9;

/**
 * Where the map looks: at the selected listing, following each of its moves; with none selected, at all markers —
 * fitted again only when the set of listings changes, so that moves alone never take the view from the user.
 */
export function MapView({ points, selectedId }: { points: MapPoint[]; selectedId: string | null }) {
  const map = useMap();
  const selected = points.find((point) => point.id === selectedId) ?? null;
  const fittedFor = useRef('');
  const followed = useRef<string | null>(null);
  const ids = points.map((point) => point.id).join(',');

  const followId = selected?.id ?? null;
  const followLat = selected?.lat ?? 0;
  const followLon = selected?.lon ?? 0;

  useEffect(() => {
    if (!followId) return;
    if (followed.current !== followId) {
      followed.current = followId;
      // Without the zoom animation: a move arriving during it would lose its pan, and the view its target.
      map.setView([followLat, followLon], Math.max(map.getZoom(), FOLLOW_ZOOM), { animate: false });
    } else {
      map.panTo([followLat, followLon]);
    }
  }, [map, followId, followLat, followLon]);

  useEffect(() => {
    if (selectedId) return;
    followed.current = null;
    if (fittedFor.current === ids || points.length === 0) return;
    fittedFor.current = ids;
    const first = points[0];
    if (points.length === 1 && first) {
      map.setView([first.lat, first.lon], SINGLE_ZOOM);
      return;
    }
    map.fitBounds(latLngBounds(points.map((point) => [point.lat, point.lon])), {
      padding: [40, 40],
      maxZoom: 12,
    });
  }, [map, ids, points, selectedId]);

  return null;
}
