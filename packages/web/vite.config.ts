import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { routePreloadPlugin } from './scripts/route-preload-plugin.ts';
import { SCREEN_MODULES } from './src/app/router/screen-modules.ts';

const API_ORIGIN = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), routePreloadPlugin(SCREEN_MODULES)],
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
        // Only what every page needs gets a group of its own (cached between releases); any other library stays with
        // the lazy chunks that use it, so the entry never downloads maps, Markdown, date pickers or forms (issue 14).
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 2,
            },
            // Everything else the entry imports statically, in one chunk rather than dozens of small shared ones.
            { name: 'shell', tags: ['$initial'], priority: 1 },
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
});
