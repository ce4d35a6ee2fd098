import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The server package folder, found from this file whether it runs from src/ (tsx, vitest) or dist/ (bundle). */
function findServerRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i += 1) {
    if (existsSync(join(dir, 'drizzle', 'meta', '_journal.json'))) return dir;
    dir = dirname(dir);
  }
  throw new Error('Cannot find the server package folder (drizzle/meta/_journal.json)');
}

export const SERVER_ROOT = findServerRoot();
export const REPO_ROOT = resolve(SERVER_ROOT, '..', '..');
export const MIGRATIONS_DIR = join(SERVER_ROOT, 'drizzle');
export const DEFAULT_WEB_DIST = join(REPO_ROOT, 'packages', 'web', 'dist');
export const DEFAULT_DATA_DIR = join(REPO_ROOT, 'data');
