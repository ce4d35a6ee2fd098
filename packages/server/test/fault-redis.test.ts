import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDialogResponse } from '@fura/domain/dialog-schemas';
import { pendingEvent } from '../src/events/event-bus';
import { insertDialog, post, sendText } from './helpers/dialogs';
import { createUser, uniqueEmail } from './helpers/factories';
import { eventually } from './helpers/free-port';
import { captureLog } from './helpers/log-capture';
import { privateRedisUnavailable, startPrivateRedis, type PrivateRedis } from './helpers/private-redis';
import {
  closeAllSockets,
  connectSocket,
  listenForSockets,
  waitFor,
  type TestSocket,
} from './helpers/sockets';
import { startTestApp } from './helpers/test-app';

/** The Redis is the test's own: the file runs once, in the suite's PGlite run, not again in the PostgreSQL run. */
const skipReason = process.env.DATABASE_URL
  ? 'runs in the PGlite run of the suite (it starts a redis-server of its own)'
  : privateRedisUnavailable();
if (skipReason) console.info(`fault-redis skipped: ${skipReason}`);

const WARN = 40;
const DEBUG = 20;
const tiny = { max: 3, windowMs: 60_000 };
const relaxed = { max: 10_000, windowMs: 60_000 };

type App = Awaited<ReturnType<typeof startTestApp>>;

describe.skipIf(skipReason !== null)('two instances losing their Redis', () => {
  const failures: unknown[] = [];
  const recordFailure = (reason: unknown) => failures.push(reason);
  const logA = captureLog();
  const logB = captureLog();
  let redis: PrivateRedis;
  let a: App;
  let b: App;
  let urlA: string;
  let urlB: string;
  let bClosed = false;

  beforeAll(async () => {
    process.on('unhandledRejection', recordFailure);
    process.on('uncaughtException', recordFailure);
    redis = await startPrivateRedis();
    const config = {
      redisUrl: redis.url,
      rateLimitNamespace: `fura-fault:${randomUUID()}:`,
      rateLimits: { login: tiny, register: relaxed, forgot: relaxed, callback: relaxed },
    };
    a = await startTestApp({ config: { ...config, logLevel: 'debug' }, logStream: logA.stream });
    b = await startTestApp({ config: { ...config, logLevel: 'info' }, logStream: logB.stream });
    urlA = await listenForSockets(a.app);
    urlB = await listenForSockets(b.app);
  }, 60_000);
  afterAll(async () => {
    closeAllSockets();
    await Promise.all([a?.close(), bClosed ? undefined : b?.close()]);
    await redis?.destroy();
    process.off('unhandledRejection', recordFailure);
    process.off('uncaughtException', recordFailure);
  });

  const login = (app: App, remoteAddress: string) =>
    app.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: uniqueEmail(), password: 'whatever1' },
      remoteAddress,
    });
  /** Publishes an event for `userId` on A and answers whether `socket` got it within `ms`. */
  const crossesTo = async (socket: TestSocket, userId: string, ms: number) => {
    const id = randomUUID();
    const received = waitFor(socket, 'readNotification', ms).then(
      (payload) => payload.id === id,
      () => false,
    );
    a.deps.bus.publish([pendingEvent('readNotification', { id }, [userId])]);
    return received;
  };

  it('serves alone while Redis is away (local events, presence, rate limits) and joins up again after', async () => {
    const alice = await createUser(a.deps.db);
    const bob = await createUser(a.deps.db);
    const dialog = await insertDialog(a.deps.db, alice.user.id, bob.user.id);
    const aliceOnA = await connectSocket(urlA, { token: alice.token });
    const aliceOnB = await connectSocket(urlB, { token: alice.token });
    const bobOnA = await connectSocket(urlA, { token: bob.token });
    expect(await crossesTo(aliceOnB, alice.user.id, 3000)).toBe(true);

    await redis.kill();
    await eventually(
      'A notices that Redis is gone',
      () => logA.matching('redis (', WARN).length >= 2,
      10_000,
    );

    // Events of this instance still reach its own sockets, published directly or by a request.
    const local = waitFor(aliceOnA, 'readNotification');
    a.deps.bus.publish([pendingEvent('readNotification', { id: 'during' }, [alice.user.id])]);
    expect(await local).toEqual({ id: 'during' });
    const message = waitFor(bobOnA, 'sendMessageDialog');
    expect((await sendText(a.app, alice.token, dialog.id, 'без Redis')).statusCode).toBe(200);
    expect((await message).dialogId).toBe(dialog.id);
    // Presence asks every instance (fetchSockets): alone, it answers from its own sockets at once.
    const view = await post(a.app, 'dialog/get', alice.token, { dialogId: dialog.id });
    expect(view.statusCode).toBe(200);
    expect(view.json<TDialogResponse>().dialog.user.online).toBe(true);

    // Rate limits are counted in this instance's memory meanwhile.
    const ip = '10.66.0.1';
    for (let i = 0; i < tiny.max; i += 1) expect((await login(a, ip)).statusCode).not.toBe(429);
    expect((await login(a, ip)).statusCode).toBe(429);

    // One warning per client for the whole outage, though the clients keep retrying.
    await eventually(
      'A retries the connection',
      () => logA.matching('still unavailable', DEBUG).length >= 3,
      10_000,
    );
    const warnings = logA.matching('redis (', WARN).map((entry) => entry.msg);
    expect(warnings.sort()).toEqual([
      'redis (rate limits) unavailable',
      'redis (socket.io pub) unavailable',
      'redis (socket.io sub) unavailable',
    ]);

    await redis.start();
    await eventually(
      'events cross instances again',
      () => crossesTo(aliceOnB, alice.user.id, 500),
      15_000,
      0,
    );
    for (const log of [logA, logB]) {
      await eventually(
        'both instances are back on Redis',
        () => log.matching('available again').length >= 3,
        10_000,
      );
    }
    // The shared counter is back: attempts alternate between the instances and still meet one limit.
    const otherIp = '10.66.0.2';
    expect((await login(a, otherIp)).statusCode).not.toBe(429);
    expect((await login(b, otherIp)).statusCode).not.toBe(429);
    expect((await login(a, otherIp)).statusCode).not.toBe(429);
    expect((await login(b, otherIp)).statusCode).toBe(429);

    expect(aliceOnA.connected && aliceOnB.connected).toBe(true);

    // A shutdown while Redis is away (a process manager restarting the instance) ends, and cleanly.
    await redis.kill();
    closeAllSockets();
    const closed = b.close().then(() => 'closed');
    const stuck = new Promise((resolve) => setTimeout(() => resolve('stuck'), 15_000).unref());
    expect(await Promise.race([closed, stuck])).toBe('closed');
    bClosed = true;
    expect(failures).toEqual([]);
  }, 60_000);
});
