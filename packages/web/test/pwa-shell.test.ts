import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { shellFiles, shellPrecache } from '../scripts/shell-precache';
import { handlesNavigation } from '../src/sw/navigation';
import { applicationServerKey, sameKey } from '../src/shared/pwa/vapid-key';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A build's .vite files: the entry imports react statically and a screen lazily; `/` adds the landing chunk. */
function fakeDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'fura-shell-'));
  dirs.push(dist);
  mkdirSync(join(dist, '.vite'));
  const manifest = {
    'index.html': {
      file: 'assets/index-a.js',
      isEntry: true,
      imports: ['_react-b.js'],
      dynamicImports: ['src/Screen.tsx'],
      css: ['assets/index-c.css'],
    },
    '_react-b.js': { file: 'assets/react-b.js' },
    'src/Screen.tsx': { file: 'assets/Screen-d.js', imports: ['_react-b.js'] },
  };
  const routes = { main: { js: ['assets/landing-e.js'], css: ['assets/landing-f.css'] } };
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  writeFileSync(join(dist, '.vite', 'route-preload.json'), JSON.stringify(routes));
  return dist;
}

describe('the service worker’s precache', () => {
  it('is the first load of `/`: the entry, its static imports and CSS, the main page’s chunks — no lazy screen', () => {
    expect([...shellFiles(fakeDist())].sort()).toEqual([
      'assets/index-a.js',
      'assets/index-c.css',
      'assets/landing-e.js',
      'assets/landing-f.css',
      'assets/react-b.js',
    ]);
  });

  it('cuts Workbox’s list of hashed files down to the shell', async () => {
    const dist = fakeDist();
    const { plugin, transform } = shellPrecache();
    const configResolved = plugin.configResolved as (config: {
      root: string;
      build: { outDir: string };
    }) => void;
    configResolved({ root: dist, build: { outDir: '.' } });
    const entry = (url: string) => ({ url, revision: null, size: 1 });
    const result = await transform([
      entry('assets/index-a.js'),
      entry('assets/Screen-d.js'),
      entry('assets/react-b.js'),
    ]);
    expect(result.manifest.map((item) => item.url)).toEqual(['assets/index-a.js', 'assets/react-b.js']);
    expect(result.warnings?.[0]).toContain('assets/landing-e.js');
  });
});

describe('the service worker’s navigations', () => {
  it('answers the app’s pages (network, offline page without it) and never the API, sockets or files', () => {
    expect(handlesNavigation('/')).toBe(true);
    expect(handlesNavigation('/search-order?from=Москва')).toBe(true);
    expect(handlesNavigation('/order/42')).toBe(true);
    expect(handlesNavigation('/api/article/current/abc')).toBe(false);
    expect(handlesNavigation('/socket.io/?EIO=4')).toBe(false);
    expect(handlesNavigation('/files/docs/dogovor.pdf')).toBe(false);
  });
});

describe('the VAPID key', () => {
  it('turns base64url into the bytes the Push API takes and compares a subscription’s key with it', () => {
    const key = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
    const bytes = applicationServerKey(key);
    expect(bytes.length).toBe(65);
    expect(bytes[0]).toBe(4);
    expect(sameKey(bytes.buffer, key)).toBe(true);
    expect(sameKey(new Uint8Array(65).buffer, key)).toBe(false);
    expect(sameKey(null, key)).toBe(false);
  });
});
