import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo, useRef } from 'react';
import { latLngBounds, type Marker as LeafletMarker } from 'leaflet';
import {
  AttributionControl,
  MapContainer,
  Marker,
  Polyline,
  TileLayer,
  Tooltip,
  useMap,
} from 'react-leaflet';
import type { TPublicTrack } from '@fura/domain/geo-tracking';
import type { TSettingsResponse } from '@fura/domain/settings';
import { TRACK_TEXT } from '../track-text';
import classes from './TrackMap.module.css';
import { trackIcon, type TrackMarkerKind } from './track-icon';

export interface TrackMapProps {
  track: TPublicTrack;
  tiles: TSettingsResponse['map'];
}

type Point = [number, number];

/**
 * Fits the view when the page opens and once more when the first position arrives; later refreshes move the marker
 * without taking the view away from the reader.
 */
function FitView({ points, fitKey }: { points: Point[]; fitKey: string }) {
  const map = useMap();
  const fittedFor = useRef('');
  useEffect(() => {
    if (fittedFor.current === fitKey) return;
    fittedFor.current = fitKey;
    map.fitBounds(latLngBounds(points), { padding: [40, 40], maxZoom: 11 });
  }, [map, points, fitKey]);
  return null;
}

function TrackMarker({ kind, at, name }: { kind: TrackMarkerKind; at: Point; name: string }) {
  const ref = useRef<LeafletMarker>(null);
  const icon = useMemo(() => trackIcon(kind, name), [kind, name]);
  const [lat, lon] = at;
  useEffect(() => {
    const element = ref.current?.getElement();
    if (!element) return;
    element.dataset.testid = `track-marker-${kind}`;
    element.dataset.lat = String(lat);
    element.dataset.lon = String(lon);
  }, [kind, lat, lon, icon]);
  return (
    <Marker ref={ref} position={at} icon={icon} keyboard>
      <Tooltip direction="top">{name}</Tooltip>
    </Marker>
  );
}

/** The consignee's map (loaded lazily with Leaflet): the carrier's position, the destination, the straight line. */
const LEAFLET_CREDIT =
  '<a href="https://leafletjs.com" target="_blank" rel="noopener noreferrer">Leaflet</a>';

export default function TrackMap({ track, tiles }: TrackMapProps) {
  const destination: Point = [track.to.lat, track.to.lon];
  const origin: Point = [track.from.lat, track.from.lon];
  const position: Point | null = track.position ? [track.position.lat, track.position.lon] : null;
  const fitPoints = position ? [position, destination] : [origin, destination];

  return (
    <div role="region" aria-label={TRACK_TEXT.mapLabel} className={classes.frame} data-testid="track-map">
      <MapContainer center={destination} zoom={6} className={classes.map} attributionControl={false}>
        {tiles.tileUrl && <TileLayer url={tiles.tileUrl} attribution={tiles.attribution} />}
        {/* Leaflet's own credit without the flag its default prefix adds: the map credits its tiles. */}
        <AttributionControl prefix={LEAFLET_CREDIT} />
        {position && (
          <Polyline
            positions={[position, destination]}
            pathOptions={{ color: '#7048e8', weight: 3, dashArray: '6 8' }}
          />
        )}
        <TrackMarker kind="origin" at={origin} name={TRACK_TEXT.originMarker(track.from.settlement)} />
        <TrackMarker
          kind="destination"
          at={destination}
          name={TRACK_TEXT.destinationMarker(track.to.settlement)}
        />
        {position && <TrackMarker kind="position" at={position} name={TRACK_TEXT.positionMarker} />}
        <FitView points={fitPoints} fitKey={position ? 'position' : 'route'} />
      </MapContainer>
    </div>
  );
}
