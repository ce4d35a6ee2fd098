import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const API_ORIGIN = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
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
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached between releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            { name: 'mantine', test: /node_modules[\\/]@mantine[\\/]/ },
            { name: 'leaflet', test: /node_modules[\\/](leaflet|react-leaflet|@react-leaflet)[\\/]/ },
            { name: 'vendor', test: /node_modules[\\/]/ },
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
