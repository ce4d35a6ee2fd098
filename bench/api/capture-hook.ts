/**
 * Preloaded (`node --import tsx --import capture-hook.ts main.js`) into the capture copy of our server only, never
 * into the measured one: records every statement the server sends through `pg` — text, prepared-statement name,
 * values, row mode, which client, when it started and ended, and the first rows of its answer — one JSON line each
 * in BENCH_CAPTURE_FILE. The measured server's own `pg` is patched: the module is loaded from its folder.
 */
import { appendFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { CapturedStatement } from './captured';

type Callback = (error: Error | null, result?: { rows?: unknown[]; rowCount?: number | null }) => void;
type QueryFn = (this: object, config: unknown, values?: unknown, callback?: Callback) => unknown;

const file = process.env.BENCH_CAPTURE_FILE;
const serverPackage = process.env.BENCH_CAPTURE_SERVER_PACKAGE;
if (!file || !serverPackage)
  throw new Error('capture-hook: BENCH_CAPTURE_FILE and BENCH_CAPTURE_SERVER_PACKAGE are needed');

const pg = createRequire(serverPackage)('pg') as { Client: { prototype: { query: QueryFn } } };
const original = pg.Client.prototype.query;
const clientIds = new WeakMap<object, number>();
let nextClient = 1;
let nextSeq = 1;
const KEPT_ROWS = 50;

function clientId(client: object): number {
  let id = clientIds.get(client);
  if (id === undefined) {
    id = nextClient++;
    clientIds.set(client, id);
  }
  return id;
}

function write(record: CapturedStatement): void {
  const line = JSON.stringify(record, (_key, value: unknown) =>
    typeof value === 'bigint' ? value.toString() : value,
  );
  appendFileSync(file as string, `${line}\n`);
}

pg.Client.prototype.query = function capture(this: object, config, values, callback) {
  const isText = typeof config === 'string';
  const options = (isText ? { text: config } : config) as Record<string, unknown> | null;
  // Submittables (cursors, streams) and anything unexpected pass untouched.
  if (!options || typeof options.text !== 'string' || typeof options.submit === 'function')
    return original.call(this, config, values, callback);
  const params = typeof values === 'function' || values === undefined ? options.values : values;
  const record: CapturedStatement = {
    seq: nextSeq++,
    client: clientId(this),
    start: performance.now(),
    end: 0,
    text: options.text,
    name: typeof options.name === 'string' ? options.name : null,
    values: Array.isArray(params) ? (params as unknown[]) : [],
    rowMode: options.rowMode === 'array' ? 'array' : null,
    drizzleTypes: options.types !== undefined,
    rows: [],
    error: null,
  };
  const finish = (error: Error | null, rows: unknown[] | undefined) => {
    record.end = performance.now();
    record.rows = (rows ?? []).slice(0, KEPT_ROWS);
    record.error = error ? error.message : null;
    write(record);
  };
  const done = typeof values === 'function' ? (values as Callback) : callback;
  if (done) {
    const wrapped: Callback = (error, result) => {
      finish(error, result?.rows);
      done(error, result);
    };
    return typeof values === 'function'
      ? original.call(this, config, wrapped)
      : original.call(this, config, values, wrapped);
  }
  const pending = original.call(this, config, values) as Promise<{ rows?: unknown[] }>;
  return pending.then(
    (result) => {
      finish(null, result.rows);
      return result;
    },
    (error: Error) => {
      finish(error, undefined);
      throw error;
    },
  );
};
