// Writes `.br` (brotli, quality 11) and `.gz` (gzip, level 9) beside every text file over 1 KB of the web build, for
// the server's @fastify/static `preCompressed` (issue 14). Run after `vite build`: `node scripts/precompress.mjs [dir]`
// (dir defaults to this package's dist). A compressed copy that is not smaller than its file is not kept.
import { readdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images, audio and fonts are compressed already. */
export const TEXT_EXTENSIONS = new Set([
  '.js',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.webmanifest',
]);
/** Files up to this size are sent as they are (one packet either way). */
export const MIN_BYTES = 1024;

/** Every file under `dir`, recursively. */
async function listFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** Writes `file + suffix` when the compressed bytes are smaller than the original; removes a stale one otherwise. */
async function keepIfSmaller(file, suffix, original, compressed) {
  if (compressed.length < original.length) {
    await writeFile(file + suffix, compressed);
    return true;
  }
  await unlink(file + suffix).catch(() => undefined);
  return false;
}

/**
 * Precompresses the text files of `dir` over MIN_BYTES. The zlib work runs on libuv's thread pool, so the files are
 * compressed in parallel. Returns the paths written, sorted.
 */
export async function precompress(dir) {
  const files = (await listFiles(dir)).filter((file) => TEXT_EXTENSIONS.has(extname(file).toLowerCase()));
  const written = [];
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size <= MIN_BYTES) return;
      const data = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(data, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
        gzipAsync(data, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      if (await keepIfSmaller(file, '.br', data, br)) written.push(`${file}.br`);
      if (await keepIfSmaller(file, '.gz', data, gz)) written.push(`${file}.gz`);
    }),
  );
  return written.sort();
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const dir = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist'));
  const started = Date.now();
  const written = await precompress(dir);
  console.log(`precompress: ${written.length} files (.br, .gz) in ${Date.now() - started} ms`);
}
