import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_UNAVAILABLE_MESSAGE } from '../src/http/errors';
import { call, dialogPair, messageSender, storedTexts } from './helpers/fault-http';
import { eventually } from './helpers/free-port';
import {
  privatePostgresUnavailable,
  startPrivatePostgres,
  type PrivatePostgres,
} from './helpers/private-postgres';
import { startServerProcess, type ServerProcess } from './helpers/server-process';

/**
 * The cluster is the test's own, so the file needs only the PostgreSQL binaries: it runs once, in the suite's PGlite
 * run (DATABASE_URL empty), not again in the PostgreSQL run.
 */
const skipReason = process.env.DATABASE_URL
  ? 'runs in the PGlite run of the suite (it starts a PostgreSQL cluster of its own)'
  : privatePostgresUnavailable();
if (skipReason) console.info(`fault-postgres-restart skipped: ${skipReason}`);

const unavailable = { error: true, errors: [{ msg: SERVICE_UNAVAILABLE_MESSAGE }] };

describe.skipIf(skipReason !== null)('a PostgreSQL restart under the running server', () => {
  let cluster: PrivatePostgres;
  let server: ServerProcess;

  beforeAll(async () => {
    cluster = await startPrivatePostgres();
    server = await startServerProcess({ DATABASE_URL: cluster.url, REDIS_URL: '' });
  }, 120_000);
  afterAll(async () => {
    if (process.env.FAULT_DEBUG) console.log(server?.lines.join('\n'));
    await server?.stop();
    await cluster?.destroy();
  });

  it('answers 503 while the database is down, is ready within 5 s after, loses no acknowledged write', async () => {
    const pair = await dialogPair(cluster.url);
    const { send, acknowledged } = messageSender(server.baseUrl, pair);
    for (let i = 0; i < 5; i += 1) expect(await send(`до остановки ${i}`)).toBe(200);
    expect((await call(server.baseUrl, '/ready')).status).toBe(200);

    // Writes in flight while the cluster shuts down: each one is answered, acknowledged or refused.
    const inFlight = Array.from({ length: 12 }, (_, i) =>
      send(`во время остановки ${i}`).catch((error: unknown) => `no answer: ${String(error)}`),
    );
    await cluster.stop();
    for (const status of await Promise.all(inFlight)) {
      expect([200, 503], server.lines.slice(-20).join('\n')).toContain(status);
    }

    const write = await call(server.baseUrl, '/api/dialog/send', {
      token: pair.alice.token,
      body: { dialogId: pair.dialogId, text: 'в простое', clientId: 'outage-1', socketId: null },
    });
    expect(write.status).toBe(503);
    expect(await write.json()).toEqual(unavailable);
    const read = await call(server.baseUrl, '/api/user', { token: pair.alice.token });
    expect(read.status).toBe(503);
    expect(await read.json()).toEqual(unavailable);
    const ready = await call(server.baseUrl, '/ready');
    expect(ready.status).toBe(503);

    await cluster.start();
    await eventually(
      '/ready answers 200 after the restart',
      async () => (await call(server.baseUrl, '/ready')).status === 200,
      5_000,
    );
    for (let i = 0; i < 5; i += 1) expect(await send(`после запуска ${i}`)).toBe(200);

    const stored = await storedTexts(cluster.url, pair.dialogId);
    for (const text of acknowledged) expect(stored).toContain(text);
    expect(acknowledged.length).toBeGreaterThanOrEqual(10);
    expect(server.isAlive()).toBe(true);
    expect(server.fatalLines()).toEqual([]);
  }, 90_000);
});
