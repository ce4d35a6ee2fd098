// Bundles the server (and the domain package it imports as TypeScript) into dist/; npm packages stay external.
// Split: what is imported only when configured (the S3 storage and its SDK) is a chunk of its own under
// dist/chunks/, loaded on demand, so the embedded default does not pay its start-up time and memory.
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

// Chunk names change with their content: clear the previous build's.
rmSync('dist', { recursive: true, force: true });

await build({
  entryPoints: { main: 'src/main.ts', 'admin-create': 'src/cli/admin-create.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@fura/') ? undefined : { external: true },
        );
      },
    },
  ],
});
