import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { LastSeen } from '../src/realtime/last-seen';
import { connectRedis, closeRedis, type RedisClient } from '../src/realtime/redis-clients';
import { createUser } from './helpers/factories';
import { closeAllSockets, connectSocket, listenForSockets } from './helpers/sockets';
import { countedTestDatabase, startCountedApp, type CountedDatabase } from './helpers/statement-counter';

const redisUrl = process.env.REDIS_URL;
const log = pino({ level: 'silent' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** UPDATEs of users.online_at for the user since the last reset. */
function seenWrites(counted: CountedDatabase): number {
  return counted.statements().filter((statement) => /update "users" set "online_at"/i.test(statement.text))
    .length;
}

async function storedSeen(counted: CountedDatabase, userId: string): Promise<number | null> {
  const [row] = await counted.database.db
    .select({ at: users.onlineAt })
    .from(users)
    .where(eq(users.id, userId));
  return row?.at?.getTime() ?? null;
}

describe('last seen over real sockets', () => {
  let t: Awaited<ReturnType<typeof startCountedApp>>;
  let baseUrl: string;
  beforeAll(async () => {
    t = await startCountedApp();
    baseUrl = await listenForSockets(t.app);
  });
  afterEach(() => closeAllSockets());
  afterAll(() => t?.close());

  it('ten reconnects within a minute write it once (twenty times before)', async () => {
    const { user, token } = await createUser(t.deps.db);
    t.counted.reset();
    for (let i = 0; i < 10; i++) {
      const socket = await connectSocket(baseUrl, { token });
      socket.close();
      await sleep(20);
    }
    const last = await connectSocket(baseUrl, { token });
    await sleep(300);
    expect(seenWrites(t.counted)).toBe(1);
    expect(await storedSeen(t.counted, user.id)).not.toBeNull();
    last.close();
  });
});

describe('LastSeen', () => {
  let counted: CountedDatabase;
  beforeAll(async () => {
    counted = await countedTestDatabase();
  });

  it('records the time the last socket went once the grace passes, however long the user was online', async () => {
    const { user } = await createUser(counted.database.db);
    const seen = new LastSeen({ db: counted.database.db, log, redis: null, everyMs: 60_000, graceMs: 100 });
    await seen.connected(user.id);
    await seen.connected(user.id);
    seen.disconnected(user.id);
    await sleep(200);
    // One of his two sockets is still there: online, nothing to write.
    counted.reset();
    const wentAt = Date.now();
    seen.disconnected(user.id);
    await sleep(300);
    expect(seenWrites(counted)).toBe(1);
    expect(await storedSeen(counted, user.id)).toBeGreaterThanOrEqual(wentAt - 5);
  });

  it('writes a connection again once the minute (here 150 ms) is over', async () => {
    const { user } = await createUser(counted.database.db);
    const seen = new LastSeen({ db: counted.database.db, log, redis: null, everyMs: 150, graceMs: 10_000 });
    counted.reset();
    await seen.connected(user.id);
    await seen.connected(user.id);
    expect(seenWrites(counted)).toBe(1);
    await sleep(200);
    await seen.connected(user.id);
    expect(seenWrites(counted)).toBe(2);
    await seen.flush();
  });

  it('at shutdown writes the users still in their grace', async () => {
    const { user } = await createUser(counted.database.db);
    const seen = new LastSeen({ db: counted.database.db, log, redis: null, graceMs: 60_000 });
    await seen.connected(user.id);
    counted.reset();
    seen.disconnected(user.id);
    await seen.flush();
    expect(seenWrites(counted)).toBe(1);
  });
});

describe.runIf(!!redisUrl)('LastSeen on two instances sharing Redis', () => {
  let counted: CountedDatabase;
  let clients: RedisClient[] = [];
  beforeAll(async () => {
    counted = await countedTestDatabase();
    clients = await Promise.all([
      connectRedis(redisUrl!, log, 'test a', 'none'),
      connectRedis(redisUrl!, log, 'test b', 'none'),
    ]);
  });
  afterAll(async () => {
    await Promise.all(clients.map(closeRedis));
  });

  it('writes a connection once a minute whichever instance the user reconnects to', async () => {
    const { user } = await createUser(counted.database.db);
    const [a, b] = clients.map((redis) => new LastSeen({ db: counted.database.db, log, redis }));
    counted.reset();
    for (let i = 0; i < 5; i++) {
      await a!.connected(user.id);
      a!.disconnected(user.id);
      await b!.connected(user.id);
      b!.disconnected(user.id);
    }
    expect(seenWrites(counted)).toBe(1);
    await Promise.all([a!.flush(), b!.flush()]);
  });
});
