// The app's icons (issue 27): the Tabler truck of the header's logo in white on the brand blue (#0d47a0, the theme's
// primary shade). Run by hand when the logo changes — `node packages/web/icons/make-icons.mjs` — and commit the PNGs
// it writes into packages/web/public/icons/. sharp comes from the server's dependencies (hoisted to the root).
//
//   icon-192.png, icon-512.png   purpose "any": a rounded tile (launchers, install dialogs, notifications' icon)
//   icon-maskable-512.png        purpose "maskable": a full-bleed tile, the truck inside the 80 % safe circle
//   apple-touch-icon-180.png     iOS home screen: a full square without transparency (iOS rounds it itself)
//   badge-96.png                 Android's status bar badge: the white truck alone (only its alpha is used)
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const BRAND = '#0d47a0';
const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');

/** The truck on Tabler's 24-unit grid (stroke 2); its drawing spans x 3–21 and y 5–19, centred on (12, 12). */
const TRUCK =
  '<circle cx="7" cy="17" r="2"/><circle cx="17" cy="17" r="2"/>' +
  '<path d="M5 17h-2v-11a1 1 0 0 1 1 -1h9v12m-4 0h6m4 0h2v-6h-8m0 -5h5l3 5"/>';

/** An SVG of `size` px: the background (`tile`: 'rounded' | 'square' | 'none'), the truck `scale` px per grid unit. */
function svg(size, tile, scale) {
  const background =
    tile === 'none'
      ? ''
      : `<rect width="${size}" height="${size}" rx="${tile === 'rounded' ? size * 0.22 : 0}" fill="${BRAND}"/>`;
  const offset = size / 2 - 12 * scale;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
${background}<g transform="translate(${offset} ${offset}) scale(${scale})" fill="none" stroke="#fff" stroke-width="2"
stroke-linecap="round" stroke-linejoin="round">${TRUCK}</g></svg>`;
}

const ICONS = [
  // The truck is 18 units wide: about 60 % of a rounded tile, 47 % of a maskable one (its corners stay inside the
  // safe circle of radius 0.4 × size), 95 % of the badge.
  { file: 'icon-192.png', size: 192, tile: 'rounded', scale: 6.4 },
  { file: 'icon-512.png', size: 512, tile: 'rounded', scale: 17 },
  { file: 'icon-maskable-512.png', size: 512, tile: 'square', scale: 13.3 },
  { file: 'apple-touch-icon-180.png', size: 180, tile: 'square', scale: 6 },
  { file: 'badge-96.png', size: 96, tile: 'none', scale: 4.8 },
];

mkdirSync(OUT, { recursive: true });
for (const icon of ICONS) {
  const image = sharp(Buffer.from(svg(icon.size, icon.tile, icon.scale)));
  await (icon.tile === 'square' ? image.flatten({ background: BRAND }) : image)
    .png({ compressionLevel: 9, palette: icon.tile !== 'none' })
    .toFile(join(OUT, icon.file));
  console.log(`${icon.file} ${icon.size}×${icon.size}`);
}
