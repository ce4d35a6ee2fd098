import { divIcon, type DivIcon } from 'leaflet';
import classes from './GeoMap.module.css';

const SIZE = 22;
const SELECTED_SIZE = 30;

/**
 * A dot drawn in CSS (no image assets to load) that carries its accessible name as text: Leaflet makes a keyboard
 * marker a focusable `role="button"`, named by its content. Built as DOM nodes, so a name is never read as HTML.
 */
export function markerIcon(name: string, selected: boolean): DivIcon {
  const root = document.createElement('span');
  root.className = classes.icon ?? '';
  const dot = document.createElement('span');
  dot.className = classes.dot ?? '';
  dot.setAttribute('aria-hidden', 'true');
  const label = document.createElement('span');
  label.className = classes.srOnly ?? '';
  label.textContent = name;
  root.append(dot, label);
  const size = selected ? SELECTED_SIZE : SIZE;
  return divIcon({
    html: root,
    className: [classes.marker, selected ? classes.selected : ''].join(' '),
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
    tooltipAnchor: [0, -size / 2],
  });
}
