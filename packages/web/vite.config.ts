import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { WEB_MANIFEST } from './scripts/pwa-manifest.ts';
import { routePreloadPlugin } from './scripts/route-preload-plugin.ts';
import { shellPrecache } from './scripts/shell-precache.ts';
import { SCREEN_MODULES } from './src/app/router/screen-modules.ts';

const API_ORIGIN = 'http://localhost:3000';
const shell = shellPrecache();

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    routePreloadPlugin(SCREEN_MODULES),
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
      // Building a zod schema has no side effect: the schemas of a @fura/domain module that the entry imports for one
      // helper (isInternalLink, constants…) are dropped with zod itself, not kept because they are calls.
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        // Only what every page needs is in the entry's groups (cached between releases); the libraries of the lazy
        // screens are in groups that only those screens load, so the entry never downloads maps, Markdown, date
        // pickers or forms (issue 14).
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 2,
            },
            // Everything else the entry imports statically, in one chunk rather than dozens of small shared ones.
            { name: 'shell', tags: ['$initial'], priority: 1 },
            // The lazy screens' shared code in a few chunks by kind rather than ~200 tiny ones (one per set of screens
            // sharing a module): on a slow network every request costs a round trip, so 60–80 requests for one page
            // cost more than the bytes of a screen's unused share of a group (issue 14, bench:web). The main page's
            // modules (and what they import) form one chunk of their own, so `/` stays within the initial-JS budget.
            { name: 'landing', test: /[\\/]src[\\/]features[\\/]landing[\\/]/, priority: 1 },
            // The toasts' container loads on every page after the app start: its library (and the store that shared
            // code imports) in a chunk of its own, not in `common` with everything `common` imports.
            { name: 'notifications', test: /node_modules[\\/]@mantine[\\/]notifications[\\/]/, priority: 1 },
            // The narrow screens' menu drawer, fetched when the browser is idle on every public page: alone, not in
            // `common`.
            { name: 'menu-drawer', test: /[\\/]src[\\/]app[\\/]layouts[\\/]MenuDrawer\.tsx$/, priority: 1 },
            {
              name: 'ui',
              test: /node_modules[\\/]@(mantine[\\/](core|hooks)|tabler)[\\/]/,
              minShareCount: 2,
              priority: 1,
            },
            {
              name: 'forms',
              test: /node_modules[\\/](react-hook-form|@hookform|zod)[\\/]/,
              minShareCount: 2,
              priority: 1,
            },
            {
              name: 'dates',
              test: /node_modules[\\/](dayjs|@mantine[\\/]dates)[\\/]/,
              minShareCount: 2,
              priority: 1,
            },
            {
              name: 'maps',
              test: /node_modules[\\/](leaflet|react-leaflet|@react-leaflet)[\\/]/,
              minShareCount: 2,
              priority: 1,
            },
            { name: 'common', test: /[\\/](web|domain)[\\/]src[\\/]/, minShareCount: 2 },
          ],
        },
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
