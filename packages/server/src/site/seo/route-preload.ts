import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeMarkup } from './escape';

/** The files a route loads beyond the entry (paths inside the web build), as the web build lists them. */
export interface RouteFiles {
  js: string[];
  css: string[];
}

/** Written by the web build (packages/web/scripts/route-preload-plugin.ts): route name → its screen's files. */
export const ROUTE_PRELOAD_FILE = join('.vite', 'route-preload.json');

/** A build file's path: hashed names under assets/, nothing that could leave an attribute or the folder. */
const BUILD_FILE = /^assets\/[\w.-]+\.(js|css)$/;

function filesOf(value: unknown): RouteFiles | null {
  if (typeof value !== 'object' || value === null) return null;
  const { js, css } = value as Record<string, unknown>;
  const valid = (list: unknown): list is string[] =>
    Array.isArray(list) && list.every((file) => typeof file === 'string' && BUILD_FILE.test(file));
  return valid(js) && valid(css) ? { js, css } : null;
}

/**
 * The routes' files from the web build, read once at start-up. A build without the list (or with a broken one) gives
 * none: pages are served without preload links, the app still loads its screens itself.
 */
export function readRoutePreloads(webDist: string): Map<string, RouteFiles> {
  const path = join(webDist, ROUTE_PRELOAD_FILE);
  const routes = new Map<string, RouteFiles>();
  if (!existsSync(path)) return routes;
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return routes;
  }
  if (typeof parsed !== 'object' || parsed === null) return routes;
  for (const [name, value] of Object.entries(parsed)) {
    const files = filesOf(value);
    if (files) routes.set(name, files);
  }
  return routes;
}

/**
 * The page head's links for a route's own chunks (issue 14): `modulepreload` for its JS and `preload` for its
 * stylesheets, so that the screen downloads beside the entry instead of after it has run. Preloaded, not applied: a
 * stylesheet link would hold back the boot shell's first paint; the screen's chunk applies it (from the cache) before
 * the screen renders.
 */
export function routePreloadTags(files: RouteFiles | undefined, { applyCss = false } = {}): string[] {
  if (!files) return [];
  // A page rendered on the server (issue 28) shows the screen at once: its stylesheets apply from the start.
  const cssTag = applyCss
    ? (file: string) => `<link rel="stylesheet" crossorigin href="/${escapeMarkup(file)}" />`
    : (file: string) => `<link rel="preload" as="style" crossorigin href="/${escapeMarkup(file)}" />`;
  return [
    ...files.css.map(cssTag),
    ...files.js.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeMarkup(file)}" />`),
  ];
}
