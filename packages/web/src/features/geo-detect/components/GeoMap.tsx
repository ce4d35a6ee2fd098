import 'leaflet/dist/leaflet.css';
import { AttributionControl, CircleMarker, MapContainer, Polyline, TileLayer, Tooltip } from 'react-leaflet';
import type { TGeoItem, TTrackPoint } from '@fura/domain/geo-tracking';
import type { TSettingsResponse } from '@fura/domain/settings';
import { GEO_TEXT } from '../geo-text';
import { GeoMarker } from './GeoMarker';
import classes from './GeoMap.module.css';
import { MapView, type MapPoint } from './MapView';

export interface GeoMapProps {
  items: TGeoItem[];
  selectedId: string | null;
  onSelect: (articleId: string) => void;
  /** The selected listing's stored track, oldest point first. */
  track: TTrackPoint[];
  tiles: TSettingsResponse['map'];
  now: number;
}

/** Russia's middle, shown until the first position arrives. */
const START_CENTER: [number, number] = [56, 44];
const START_ZOOM = 4;
// SVG attributes take plain colours: Mantine's violet 7 (on the way) and green 8.
const TRACK_COLOR = '#7048e8';
const DESTINATION_COLOR = '#2f9e44';

/**
 * The Leaflet map of /geo-detect (loaded lazily: Leaflet stays out of the entry chunk). Markers and lines are SVG and
 * DOM, so they render even when no tile loads.
 */
const LEAFLET_CREDIT =
  '<a href="https://leafletjs.com" target="_blank" rel="noopener noreferrer">Leaflet</a>';

export default function GeoMap({ items, selectedId, onSelect, track, tiles, now }: GeoMapProps) {
  const located = items.flatMap((item) => (item.lastLocation ? [{ item, position: item.lastLocation }] : []));
  const points: MapPoint[] = located.map(({ item, position }) => ({
    id: item.articleId,
    lat: position.lat,
    lon: position.lon,
  }));
  const selected = items.find((item) => item.articleId === selectedId) ?? null;

  return (
    <div role="region" aria-label={GEO_TEXT.mapLabel} className={classes.frame} data-testid="geo-map">
      <MapContainer
        center={START_CENTER}
        zoom={START_ZOOM}
        className={classes.map}
        attributionControl={false}
      >
        {tiles.tileUrl && <TileLayer url={tiles.tileUrl} attribution={tiles.attribution} />}
        {/* Leaflet's own credit without the flag its default prefix adds: the map credits its tiles. */}
        <AttributionControl prefix={LEAFLET_CREDIT} />
        {selected && track.length > 1 && (
          <Polyline
            positions={track.map(([lat, lon]) => [lat, lon])}
            className="geo-track"
            pathOptions={{ color: TRACK_COLOR, weight: 4, opacity: 0.85 }}
          />
        )}
        {selected && (
          <CircleMarker
            center={[selected.to.lat, selected.to.lon]}
            radius={8}
            pathOptions={{ color: DESTINATION_COLOR, fillColor: DESTINATION_COLOR, fillOpacity: 0.9 }}
          >
            <Tooltip direction="top">Пункт назначения: {selected.to.settlement}</Tooltip>
          </CircleMarker>
        )}
        {located.map(({ item, position }) => (
          <GeoMarker
            key={item.articleId}
            item={item}
            position={position}
            selected={item.articleId === selectedId}
            now={now}
            onSelect={onSelect}
          />
        ))}
        <MapView points={points} selectedId={selectedId} />
      </MapContainer>
    </div>
  );
}
