import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, dialogPair, messageSender, storedTexts } from './helpers/fault-http';
import { eventually } from './helpers/free-port';
import { startServerProcess, type ServerProcess } from './helpers/server-process';
import { closeAllSockets, connectSocket, waitFor } from './helpers/sockets';

/** Against the suite's PostgreSQL server (CI's second server run), in a database of the file's own. */
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) console.info('fault-postgres-terminate skipped: needs DATABASE_URL (the PostgreSQL run)');

const range = (count: number) => Array.from({ length: count }, (_, i) => i);

describe.skipIf(!databaseUrl)('every connection of the app terminated by an administrator', () => {
  const name = `fura_fault_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  let appUrl: string;
  let server: ServerProcess;

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(databaseUrl!);
    url.pathname = `/${name}`;
    appUrl = url.toString();
    server = await startServerProcess({ DATABASE_URL: appUrl, REDIS_URL: '' });
  }, 120_000);
  afterAll(async () => {
    closeAllSockets();
    await server?.stop();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  /** What an administrator (or a failover) does: every backend of the app's database ends with 57P01. */
  const terminateAll = async () => {
    const result = await admin.query<{ ended: number }>(
      'select count(pg_terminate_backend(pid))::int as ended from pg_stat_activity where datname = $1',
      [name],
    );
    return result.rows[0]?.ended ?? 0;
  };

  it('lives on, keeps its sockets, and serves again once the pool reconnects', async () => {
    const pair = await dialogPair(appUrl);
    const alice = await connectSocket(server.baseUrl, { token: pair.alice.token });
    const bob = await connectSocket(server.baseUrl, { token: pair.bob.token });
    const disconnects: string[] = [];
    for (const socket of [alice, bob]) socket.on('disconnect', (reason) => disconnects.push(reason));
    const { send, acknowledged } = messageSender(server.baseUrl, pair, () => alice.id ?? null);
    const typing = { otherId: pair.bob.user.id, userId: pair.alice.user.id, isOrder: false };

    // The pool holds open connections, idle and busy, when they are terminated.
    await Promise.all(range(6).map((i) => send(`разогрев ${i}`)));
    let ended = 0;
    const statuses: unknown[] = [];
    for (const round of range(3)) {
      const inFlight = Promise.all(
        range(8).map((i) => send(`нагрузка ${round}-${i}`).catch((error: unknown) => String(error))),
      );
      // Socket messages that read the database (the typing relay's check, the auth event's token lookup).
      alice.emit('typingDialog', { ...typing, dialogId: pair.dialogId });
      alice.emit('auth', { token: pair.alice.token });
      ended += await terminateAll();
      statuses.push(...(await inFlight));
    }
    expect(ended).toBeGreaterThan(0);
    for (const status of statuses) expect([200, 503], server.lines.slice(-10).join('\n')).toContain(status);

    await eventually(
      '/ready answers 200',
      async () => (await call(server.baseUrl, '/ready')).status === 200,
      10_000,
    );
    for (const i of range(5)) expect(await send(`после ${i}`)).toBe(200);
    const delivered = waitFor(bob, 'sendMessageDialog', 10_000);
    expect(await send('событие после обрыва')).toBe(200);
    expect((await delivered).dialogId).toBe(pair.dialogId);
    expect(await alice.emitWithAck('auth', { token: pair.alice.token })).toEqual({
      ok: true,
      userId: pair.alice.user.id,
    });

    expect(alice.connected && bob.connected).toBe(true);
    expect(disconnects).toEqual([]);
    const stored = await storedTexts(appUrl, pair.dialogId);
    for (const text of acknowledged) expect(stored).toContain(text);
    expect(server.isAlive()).toBe(true);
    expect(server.fatalLines()).toEqual([]);
  }, 90_000);
});
