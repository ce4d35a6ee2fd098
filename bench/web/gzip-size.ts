import { get } from 'node:http';

/** The body of `url` as the server sends it to a client accepting gzip only (Node's http does not decompress). */
function gzipBodyBytes(url: string): Promise<number> {
  return new Promise((resolveSize, reject) => {
    get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let size = 0;
      response.on('data', (chunk: Buffer) => (size += chunk.length));
      response.on('end', () => resolveSize(size));
      response.on('error', reject);
    }).on('error', reject);
  });
}

/**
 * The budget is in gzip, while Chromium may have taken br (the smaller): the same files fetched again with
 * `Accept-Encoding: gzip` give the figure the budget speaks of.
 */
export async function gzipBytes(urls: readonly string[]): Promise<number> {
  let total = 0;
  for (const url of new Set(urls)) total += await gzipBodyBytes(url);
  return total;
}
