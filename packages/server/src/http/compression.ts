import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';

/** Bodies shorter than this are sent as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD = 1024;
/** Quality for answers compressed per request (11, the maximum, is for the build's precompressed files only). */
const BROTLI_QUALITY = 4;

/**
 * Text types only: JSON, HTML, CSS, JavaScript, XML and the other text/*. Images, audio, video, fonts and anything
 * binary (octet-stream, which the plugin would compress by default) are compressed already or are streamed with Range.
 */
const COMPRESSIBLE =
  /^(?:text\/(?!event-stream)|application\/(?:json|javascript|xml|[\w.-]+\+(?:json|xml))\s*(?:;|$))/i;

export function isCompressibleType(contentType: string): boolean {
  return COMPRESSIBLE.test(contentType);
}

/**
 * @fastify/compress for every route registered after it (the API's JSON, robots.txt, sitemap.xml, metrics): br or
 * gzip by Accept-Encoding from 1 KB. It leaves alone what already has a Content-Encoding (the build's .br/.gz files
 * served by @fastify/static), 206 answers and anything with Content-Range (voice playback), and non-text types.
 * Request bodies are not decompressed (globalDecompression: false): clients send them plain, as before.
 * Socket.IO answers its own path on the HTTP server before Fastify, so its transport is never touched.
 */
export const compressionOptions: FastifyCompressOptions = {
  global: true,
  globalDecompression: false,
  encodings: ['br', 'gzip'],
  threshold: COMPRESS_THRESHOLD,
  customTypes: isCompressibleType,
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
};

export type PageEncoding = 'br' | 'gzip';

/**
 * The encoding to answer with for an Accept-Encoding header: br or gzip, whichever has the higher q-value (br on a
 * tie, `*` standing for either), or null when the client accepts neither.
 */
export function pickEncoding(acceptEncoding: string | undefined): PageEncoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weight = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weight('br');
  const gzip = weight('gzip');
  if (br <= 0 && gzip <= 0) return null;
  return br >= gzip ? 'br' : 'gzip';
}

/** `body` compressed for the client when it is over the threshold and the client takes br or gzip. */
export function compressBody(
  body: string,
  acceptEncoding: string | undefined,
): { body: Buffer; encoding: PageEncoding | null } {
  const data = Buffer.from(body, 'utf8');
  const encoding = data.length >= COMPRESS_THRESHOLD ? pickEncoding(acceptEncoding) : null;
  if (encoding === 'br') {
    return {
      body: brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }),
      encoding,
    };
  }
  if (encoding === 'gzip') return { body: gzipSync(data), encoding };
  return { body: data, encoding: null };
}
