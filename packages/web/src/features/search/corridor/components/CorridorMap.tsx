import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import { latLngBounds, type LeafletKeyboardEvent, type Marker as LeafletMarker } from 'leaflet';
import {
  AttributionControl,
  CircleMarker,
  MapContainer,
  Marker,
  Polyline,
  TileLayer,
  Tooltip,
  useMap,
  useMapEvents,
} from 'react-leaflet';
import type { TSettingsResponse } from '@fura/domain/settings';
import { RESULT_TEXT } from '../corridor-text';
import type { Selection } from './selection';
import { numberedIcon } from './corridor-marker-icon';
import classes from './CorridorMap.module.css';

/** One result on the map: its departure, numbered as in the list. */
export interface CorridorMarker {
  id: string;
  number: number;
  lat: number;
  lon: number;
  /** «1: Самара → Казань, крюк ≈ 12 км». */
  name: string;
}

export interface CorridorMapProps {
  /** The route line as the server measured it: [lon, lat] pairs. */
  line: [number, number][];
  widthKm: number;
  markers: CorridorMarker[];
  selection: Selection | null;
  onSelect: (id: string) => void;
  tiles: TSettingsResponse['map'];
}

const START_CENTER: [number, number] = [56, 44];
const START_ZOOM = 4;
// SVG attributes take plain colours: Mantine's blue 7 for the route, green 8 / red 8 for its ends.
const ROUTE_COLOR = '#1c7ed6';
const START_COLOR = '#2f9e44';
const END_COLOR = '#e03131';
const EARTH_METERS = 40_075_016.686;

const LEAFLET_CREDIT =
  '<a href="https://leafletjs.com" target="_blank" rel="noopener noreferrer">Leaflet</a>';

/** The corridor as the route drawn W km wide on each side: a stroke whose pixel width follows the zoom. */
function CorridorBand({ positions, widthKm }: { positions: [number, number][]; widthKm: number }) {
  const map = useMap();
  const [zoom, setZoom] = useState(map.getZoom());
  useMapEvents({ zoomend: () => setZoom(map.getZoom()) });
  const lat = positions.length ? positions.reduce((sum, [value]) => sum + value, 0) / positions.length : 55;
  const metersPerPixel = (EARTH_METERS * Math.cos((lat * Math.PI) / 180)) / 2 ** (zoom + 8);
  const weight = Math.min(4000, Math.max(6, (2 * widthKm * 1000) / metersPerPixel));
  return (
    <Polyline
      positions={positions}
      interactive={false}
      pathOptions={{ color: ROUTE_COLOR, weight, opacity: 0.18, lineCap: 'round', lineJoin: 'round' }}
    />
  );
}

/** Fits the route once per route; pans to a result picked in the list. */
function MapView({
  positions,
  markers,
  selection,
}: {
  positions: [number, number][];
  markers: CorridorMarker[];
  selection: Selection | null;
}) {
  const map = useMap();
  const fittedFor = useRef('');
  const key = JSON.stringify(positions);
  useEffect(() => {
    if (fittedFor.current === key || positions.length === 0) return;
    fittedFor.current = key;
    map.fitBounds(latLngBounds(positions), { padding: [24, 24], maxZoom: 10 });
  }, [map, key, positions]);

  const picked = selection && selection.from !== 'map' ? markers.find((m) => m.id === selection.id) : null;
  const pickedLat = picked?.lat;
  const pickedLon = picked?.lon;
  useEffect(() => {
    if (pickedLat === undefined || pickedLon === undefined) return;
    map.panTo([pickedLat, pickedLon]);
  }, [map, pickedLat, pickedLon]);
  return null;
}

function ResultMarker({
  marker,
  selected,
  onSelect,
}: {
  marker: CorridorMarker;
  selected: boolean;
  onSelect: (id: string) => void;
}) {
  const ref = useRef<LeafletMarker>(null);
  const icon = useMemo(
    () => numberedIcon(marker.number, marker.name, selected),
    [marker.number, marker.name, selected],
  );
  useEffect(() => {
    const element = ref.current?.getElement();
    if (!element) return;
    element.dataset.testid = 'corridor-marker';
    element.dataset.articleId = marker.id;
    element.dataset.selected = String(selected);
  }, [marker.id, selected, icon]);
  return (
    <Marker
      ref={ref}
      position={[marker.lat, marker.lon]}
      icon={icon}
      keyboard
      zIndexOffset={selected ? 1000 : 0}
      eventHandlers={{
        click: () => onSelect(marker.id),
        // Leaflet's keyboard marker only opens popups on Enter: Enter and Space pick the result, as a button does.
        keydown: (event: LeafletKeyboardEvent) => {
          const key = event.originalEvent.key;
          if (key !== 'Enter' && key !== ' ') return;
          event.originalEvent.preventDefault();
          onSelect(marker.id);
        },
      }}
    >
      <Tooltip direction="top">{marker.name}</Tooltip>
    </Marker>
  );
}

/**
 * The corridor map (loaded lazily: Leaflet stays out of the entry): the route, its corridor as a wide translucent
 * band, its ends, and the results' departures as numbered markers. Markers and lines are SVG and DOM, so they show
 * even when no tile loads.
 */
export default function CorridorMap({
  line,
  widthKm,
  markers,
  selection,
  onSelect,
  tiles,
}: CorridorMapProps) {
  const positions = useMemo(() => line.map(([lon, lat]): [number, number] => [lat, lon]), [line]);
  const start = positions[0];
  const end = positions.at(-1);
  return (
    <div
      role="region"
      aria-label={RESULT_TEXT.mapLabel}
      style={{ height: '100%' }}
      data-testid="corridor-map"
    >
      <MapContainer
        center={START_CENTER}
        zoom={START_ZOOM}
        className={classes.map}
        attributionControl={false}
      >
        {tiles.tileUrl && <TileLayer url={tiles.tileUrl} attribution={tiles.attribution} />}
        <AttributionControl prefix={LEAFLET_CREDIT} />
        {positions.length > 1 && (
          <>
            <CorridorBand positions={positions} widthKm={widthKm} />
            <Polyline
              positions={positions}
              interactive={false}
              pathOptions={{ color: ROUTE_COLOR, weight: 4, opacity: 0.9 }}
            />
          </>
        )}
        {start && (
          <CircleMarker center={start} radius={7} pathOptions={{ color: START_COLOR, fillOpacity: 0.9 }}>
            <Tooltip direction="top">{RESULT_TEXT.routeStart}</Tooltip>
          </CircleMarker>
        )}
        {end && positions.length > 1 && (
          <CircleMarker center={end} radius={7} pathOptions={{ color: END_COLOR, fillOpacity: 0.9 }}>
            <Tooltip direction="top">{RESULT_TEXT.routeEnd}</Tooltip>
          </CircleMarker>
        )}
        {markers.map((marker) => (
          <ResultMarker
            key={marker.id}
            marker={marker}
            selected={marker.id === selection?.id}
            onSelect={onSelect}
          />
        ))}
        <MapView positions={positions} markers={markers} selection={selection} />
      </MapContainer>
    </div>
  );
}
