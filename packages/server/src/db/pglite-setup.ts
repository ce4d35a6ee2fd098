import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import type { PGliteOptions } from '@electric-sql/pglite';

/**
 * PostgreSQL's default (128MB) is allocated and touched inside the WASM memory at every start: it was a third of the
 * process's memory. The operating system's page cache still holds the data files, so a page missing from the
 * buffers costs a read from memory, not from disk (see docs/decisions.md, issue 14).
 */
export const PGLITE_SHARED_BUFFERS = '32MB';

/** PGlite's own start parameters (`PGlite.defaultStartParams`) with ours after them. */
export function pgliteOptions(defaultStartParams: readonly string[]): PGliteOptions {
  return { startParams: [...defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`] };
}

/**
 * V8 compiles WebAssembly with its baseline compiler (Liftoff), then recompiles hot functions with its optimising
 * one (TurboFan) in background threads. For PostgreSQL's WASM that recompiling took ~0.8 s of CPU in every start
 * and its memory stayed resident: ~60 MB after start-up, ~110 MB under load. Baseline code runs PostgreSQL's own
 * work 10–50 % slower (measured per statement; less per request, where JavaScript and the protocol take most of the
 * time): the embedded default is for small installations, a busy one moves to DATABASE_URL. Process-wide, so it is
 * set only when the embedded database is used, before its module is compiled (docs/decisions.md, issue 14).
 */
export const WASM_FLAGS = ['--liftoff-only'] as const;

export function useBaselineWasmCompiler(): void {
  for (const flag of WASM_FLAGS) setFlagsFromString(flag);
}

/** True when `dir` holds an initialised PostgreSQL data directory. */
export function pgliteDirReady(dir: string): boolean {
  return existsSync(join(dir, 'PG_VERSION'));
}

/** Run by a separate `node`: the same options as the server's instance, so initdb writes the same configuration. */
const INIT_SCRIPT = `
const [moduleUrl, dir, startParams] = process.argv.slice(1);
const { PGlite } = await import(moduleUrl);
const db = new PGlite(dir, { startParams: JSON.parse(startParams) });
await db.waitReady;
await db.close();
`;

/**
 * Creates a new data directory (initdb) in a short-lived child process. Done in the server's process, initdb runs
 * in two more WASM instances beside the one that stays open, and the memory they touched stayed resident: ~850 MB
 * after the first start against ~300 MB after the next ones (a worker thread kept ~130 MB of it). A process gives
 * all of it back when it exits. Does nothing when the directory is already initialised.
 */
export async function initPgliteDir(dir: string, defaultStartParams: readonly string[]): Promise<void> {
  if (pgliteDirReady(dir)) return;
  const moduleUrl = pathToFileURL(createRequire(import.meta.url).resolve('@electric-sql/pglite')).href;
  const startParams = JSON.stringify(pgliteOptions(defaultStartParams).startParams);
  const child = spawn(
    process.execPath,
    [...WASM_FLAGS, '--input-type=module', '--eval', INIT_SCRIPT, moduleUrl, dir, startParams],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-4_000);
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  if (code !== 0 || !pgliteDirReady(dir)) {
    throw new Error(`PGlite could not initialise ${dir} (initdb exited with ${code}): ${stderr}`);
  }
}
