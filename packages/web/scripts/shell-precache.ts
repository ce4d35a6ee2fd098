import { existsSync, readFileSync } from 'node:fs';
import { join as joinPath, resolve } from 'node:path';
import type { Plugin } from 'vite';
import type { VitePWAOptions } from 'vite-plugin-pwa';
import { ROUTE_PRELOAD_FILE, type RouteFiles } from './route-preload-plugin.ts';

type ManifestTransform = NonNullable<
  NonNullable<VitePWAOptions['injectManifest']>['manifestTransforms']
>[number];

interface ViteManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** The route whose first load the shell is: the main page, as in scripts/check-web-budget.mjs. */
const SHELL_ROUTE = 'main';

function readJson<T>(path: string): T {
  if (!existsSync(path)) throw new Error(`shell precache: ${path} is missing (the build writes it first)`);
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

/**
 * The shell's build files (paths inside dist): the entry chunk, the chunks it imports statically, their CSS, and the
 * chunks and CSS of the main page's screen — exactly what check-web-budget.mjs counts as the first load of `/`.
 */
export function shellFiles(dist: string): Set<string> {
  const manifest = readJson<Record<string, ViteManifestChunk>>(joinPath(dist, '.vite', 'manifest.json'));
  const routes = readJson<Record<string, RouteFiles>>(joinPath(dist, ROUTE_PRELOAD_FILE));
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('shell precache: the build has no entry chunk');
  const files = new Set<string>();
  const queue = [entry];
  const seen = new Set<string>();
  for (let key = queue.pop(); key !== undefined; key = queue.pop()) {
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`shell precache: the build manifest has no ${key}`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    queue.push(...(chunk.imports ?? []));
  }
  const route = routes[SHELL_ROUTE];
  if (!route) throw new Error(`shell precache: ${ROUTE_PRELOAD_FILE} has no route «${SHELL_ROUTE}»`);
  for (const file of [...route.js, ...route.css]) files.add(file);
  return files;
}

/**
 * Workbox's precache list cut down to the shell (issue 27): of the build's hashed files only the first load of `/`
 * (≈ 150 KB of JS gzip, the HTTP cache usually has them already), never the ~100 lazy screen chunks — those are
 * fetched when a screen opens, as without a worker. The offline page, the icons and the manifest come in beside
 * (vite-plugin-pwa's includeAssets and manifest icons). `plugin` learns the build's output folder (`--outDir` too).
 */
export function shellPrecache(): { plugin: Plugin; transform: ManifestTransform } {
  let dist = '';
  return {
    plugin: {
      name: 'fura-shell-precache',
      apply: 'build',
      configResolved(config) {
        dist = resolve(config.root, config.build.outDir);
      },
    },
    transform: (entries) => {
      const shell = shellFiles(dist);
      const manifest = entries.filter((entry) => shell.has(entry.url));
      const missing = [...shell].filter((file) => !manifest.some((entry) => entry.url === file));
      return Promise.resolve({
        manifest,
        warnings: missing.length ? [`shell files not precached: ${missing.join(', ')}`] : [],
      });
    },
  };
}
