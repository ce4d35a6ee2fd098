import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { WEB_MANIFEST } from './scripts/pwa-manifest.ts';
import { chunkGroups } from './scripts/chunk-groups.ts';
import { routePreloadPlugin } from './scripts/route-preload-plugin.ts';
import { schemaNames } from './scripts/schema-names.ts';
import { shellPrecache } from './scripts/shell-precache.ts';
import { RENDERED_ROUTES, SCREEN_MODULES } from './src/app/router/screen-modules.ts';

const API_ORIGIN = 'http://localhost:3000';
const shell = shellPrecache();
const renderedScreens = RENDERED_ROUTES.map((route) =>
  fileURLToPath(new URL(`src/${SCREEN_MODULES[route]}`, import.meta.url)),
);
// What every page loads after the start: the toasts' container and the narrow screens' menu drawer.
const everyPageParts = ['src/app/AppNotifications.tsx', 'src/app/layouts/MenuDrawer.tsx'].map((path) =>
  fileURLToPath(new URL(path, import.meta.url)),
);

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    routePreloadPlugin(SCREEN_MODULES, RENDERED_ROUTES),
    shell.plugin,
    // The installable app (issue 27): the manifest, and our own service worker (src/sw/sw.ts: precache, offline page,
    // push) with Workbox's precache list injected. Registered by src/shared/pwa/service-worker.ts after the load.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: WEB_MANIFEST,
      includeAssets: ['offline.html', 'offline.mjs', 'icons/badge-96.png', 'icons/apple-touch-icon-180.png'],
      injectManifest: {
        // Of the build's files only the hashed ones are globbed, then cut down to the shell of `/`
        // (scripts/shell-precache.ts); the offline page, icons and manifest are added by the options above.
        globPatterns: ['assets/*.{js,css}'],
        manifestTransforms: [shell.transform],
      },
    }),
  ],
  resolve: {
    // One copy of React and Mantine, or the date inputs cannot see the MantineProvider context
    // (@mantine/dates pins an exact @mantine/core version; package.json pins all @mantine/* to the same one).
    dedupe: ['react', 'react-dom', '@mantine/core', '@mantine/hooks'],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': API_ORIGIN,
      '/files': API_ORIGIN,
      '/socket.io': { target: API_ORIGIN, ws: true },
    },
  },
  // The server's rendering (issue 28, src/ssr/entry-server.tsx): one self-contained bundle with its libraries, so
  // that the server loads it wherever the build is copied to, without the web app's node_modules; its React is the
  // production build whatever NODE_ENV the server runs with (`npm start` runs the demo in development: the development
  // build renders several times slower and warns into the server's log). For that build only: the tests run on
  // Vite's SSR graph too, and must keep one copy of each library.
  ...(isSsrBuild
    ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } }
    : {}),
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // .vite/manifest.json: the entry's chunks, read by scripts/check-web-budget.mjs at the repo root.
    manifest: true,
    rolldownOptions: {
      // Building a zod schema has no side effect: the schemas of a @fura/domain module that a page imports for one
      // helper (isInternalLink, constants…) are dropped with zod itself, not kept because they are calls — those made
      // with `z.…` and those derived from another schema by name (scripts/schema-names.ts).
      treeshake: {
        propertyReadSideEffects: false,
        manualPureFunctions: [
          'z',
          ...schemaNames([
            new URL('../domain/src', import.meta.url).pathname,
            new URL('src', import.meta.url).pathname,
          ]),
        ],
      },
      output: {
        codeSplitting: { groups: chunkGroups(renderedScreens, everyPageParts) },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    include: ['test/**/*.test.{ts,tsx}'],
    css: false,
    // Mantine forms under jsdom take seconds on a busy two-core machine; 5 s (the default) flakes there.
    testTimeout: 20_000,
    // Processed by Vite (not loaded by Node) so that `resolve.dedupe` applies to them in tests too.
    server: { deps: { inline: [/@mantine\//] } },
  },
}));
