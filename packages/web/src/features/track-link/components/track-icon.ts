import { divIcon, type DivIcon } from 'leaflet';
import classes from './TrackMap.module.css';

export type TrackMarkerKind = 'position' | 'destination' | 'origin';

const SIZES: Record<TrackMarkerKind, number> = { position: 28, destination: 22, origin: 16 };

/** A CSS dot (no image assets) named by its text, built as DOM nodes so a name is never read as HTML. */
export function trackIcon(kind: TrackMarkerKind, name: string): DivIcon {
  const root = document.createElement('span');
  root.className = classes.icon ?? '';
  const dot = document.createElement('span');
  dot.className = classes.dot ?? '';
  dot.setAttribute('aria-hidden', 'true');
  const label = document.createElement('span');
  label.className = classes.srOnly ?? '';
  label.textContent = name;
  root.append(dot, label);
  const size = SIZES[kind];
  return divIcon({
    html: root,
    className: [classes.marker, classes[kind]].join(' '),
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
    tooltipAnchor: [0, -size / 2],
  });
}
