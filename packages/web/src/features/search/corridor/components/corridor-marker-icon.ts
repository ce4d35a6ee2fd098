import { divIcon, type DivIcon } from 'leaflet';
import classes from './CorridorMap.module.css';

const SIZE = 26;
const SELECTED_SIZE = 34;

/**
 * A numbered dot drawn in CSS that carries its accessible name as text: Leaflet makes a keyboard marker a focusable
 * `role="button"`, named by its content. Built as DOM nodes, so a name is never read as HTML.
 */
export function numberedIcon(number: number, name: string, selected: boolean): DivIcon {
  const dot = document.createElement('span');
  dot.className = classes.dot ?? '';
  const digits = document.createElement('span');
  digits.setAttribute('aria-hidden', 'true');
  digits.textContent = String(number);
  const label = document.createElement('span');
  label.className = classes.srOnly ?? '';
  label.textContent = name;
  dot.append(digits, label);
  const size = selected ? SELECTED_SIZE : SIZE;
  return divIcon({
    html: dot,
    className: [classes.marker, selected ? classes.selected : ''].join(' '),
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
    tooltipAnchor: [0, -size / 2],
  });
}
