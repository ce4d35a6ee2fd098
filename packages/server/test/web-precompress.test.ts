import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/paths';

/** Issue 14: packages/web/scripts/precompress.mjs, run by the web build after `vite build`, on a folder of its own. */
const SCRIPT = join(REPO_ROOT, 'packages/web/scripts/precompress.mjs');
let dist: string;
let output: string;

const text = (line: string) => line.repeat(Math.ceil(3000 / line.length));
const files: Record<string, string | Buffer> = {
  'index.html': text('<p>Фура — биржа грузоперевозок</p>\n'),
  'assets/index-Ab12.js': text('export const a = 1;\n'),
  'assets/index-Ab12.css': text('body { margin: 0; }\n'),
  'assets/icon.svg': text('<path d="M0 0h24v24H0z"/>\n'),
  'manifest.webmanifest': text('{"name": "Фура"}\n'),
  'data/deep/list.json': text('{"a": 1}\n'),
  'robots.txt': text('User-agent: *\n'),
  'sitemap.xml': text('<url></url>\n'),
  // Exactly 1 KB: not over it.
  'assets/small.css': 'a'.repeat(1024),
  // Incompressible: a copy would be bigger than the file.
  'assets/random.txt': randomBytes(4096),
  // Not text.
  'sounds/message.wav': Buffer.alloc(8192, 1),
  'assets/photo.webp': Buffer.alloc(8192, 2),
};

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'fura-precompress-'));
  for (const [name, data] of Object.entries(files)) {
    mkdirSync(join(dist, name, '..'), { recursive: true });
    writeFileSync(join(dist, name), data);
  }
  output = (await promisify(execFile)(process.execPath, [SCRIPT, dist])).stdout;
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('precompress.mjs', () => {
  it('writes .br and .gz beside every text file over 1 KB, each decoding to the file', () => {
    const texts = [
      'index.html',
      'assets/index-Ab12.js',
      'assets/index-Ab12.css',
      'assets/icon.svg',
      'manifest.webmanifest',
      'data/deep/list.json',
      'robots.txt',
      'sitemap.xml',
    ];
    for (const name of texts) {
      const original = readFileSync(join(dist, name));
      const br = readFileSync(join(dist, `${name}.br`));
      const gz = readFileSync(join(dist, `${name}.gz`));
      expect(brotliDecompressSync(br).equals(original), name).toBe(true);
      expect(gunzipSync(gz).equals(original), name).toBe(true);
      expect(br.length, name).toBeLessThan(original.length);
    }
    expect(output).toMatch(/precompress: 16 files/);
  });

  it('leaves alone files of 1 KB or less, incompressible ones and binary types', () => {
    for (const name of ['assets/small.css', 'assets/random.txt', 'sounds/message.wav', 'assets/photo.webp']) {
      expect(existsSync(join(dist, `${name}.br`)), name).toBe(false);
      expect(existsSync(join(dist, `${name}.gz`)), name).toBe(false);
    }
  });

  it('does not compress its own copies when run again', async () => {
    await promisify(execFile)(process.execPath, [SCRIPT, dist]);
    expect(existsSync(join(dist, 'index.html.br.br'))).toBe(false);
    expect(existsSync(join(dist, 'index.html.gz.gz'))).toBe(false);
  });
});
