import { useEffect, useMemo, useRef } from 'react';
import type { Marker as LeafletMarker } from 'leaflet';
import { Marker, Tooltip } from 'react-leaflet';
import type { TGeoItem, TPosition } from '@fura/domain/geo-tracking';
import { formatAgo } from '../../../shared/format/date';
import { markerIcon } from './marker-icon';

interface Props {
  item: TGeoItem;
  position: TPosition;
  selected: boolean;
  now: number;
  onSelect: (articleId: string) => void;
}

/** The carrier of one listing: focusable, named «<carrier>: <from> → <to>», selects the listing on click or Enter. */
export function GeoMarker({ item, position, selected, now, onSelect }: Props) {
  const ref = useRef<LeafletMarker>(null);
  const route = `${item.from.settlement} → ${item.to.settlement}`;
  const name = `${item.carrier.name}: ${route}`;
  const icon = useMemo(() => markerIcon(name, selected), [name, selected]);

  // The shown position on the element itself: a test (or an assistive tool) can read that the marker moved.
  useEffect(() => {
    const element = ref.current?.getElement();
    if (!element) return;
    element.dataset.testid = 'geo-marker';
    element.dataset.articleId = item.articleId;
    element.dataset.lat = String(position.lat);
    element.dataset.lon = String(position.lon);
    element.dataset.selected = String(selected);
  }, [item.articleId, position.lat, position.lon, selected, icon]);

  return (
    <Marker
      ref={ref}
      position={[position.lat, position.lon]}
      icon={icon}
      keyboard
      zIndexOffset={selected ? 1000 : 0}
      eventHandlers={{ click: () => onSelect(item.articleId) }}
    >
      <Tooltip direction="top">
        <strong>{item.carrier.name}</strong>
        <br />
        {route}
        <br />
        {formatAgo(position.at, now)}
      </Tooltip>
    </Marker>
  );
}
