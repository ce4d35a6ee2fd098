import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { io } from 'socket.io-client';
import type { Db } from '../../packages/server/src/db/connect';
import { sessions, users } from '../../packages/server/src/db/schema';
import { startOurServer } from '../api/servers';
import { summarize } from '../search/measure';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const MOSCOW = { lat: 55.7558, lon: 37.6173 };
const KAZAN = { lat: 55.7964, lon: 49.1089 };
const CONNECTIONS = 10;
const GAP_MS = 500;

async function userWithSession(db: Db, fields: Partial<typeof users.$inferInsert> & { type: string }) {
  const [user] = await db
    .insert(users)
    .values({
      email: `bench-latency-${fields.type}-${Date.now()}@fura.local`,
      phone: `+7998${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
      firstName: 'Бенч',
      lastName: 'Задержка',
      passwordHash: 'not-used',
      ...fields,
    })
    .returning({ id: users.id });
  // A session as the server stores them: the SHA-256 (hex) of the token.
  const token = randomBytes(32).toString('base64url');
  await db
    .insert(sessions)
    .values({ userId: user!.id, tokenHash: createHash('sha256').update(token).digest('hex') });
  return token;
}

function order(day: number) {
  const place = (settlement: string, point: typeof MOSCOW) => ({
    address: `${settlement}, улица Ленина, 1`,
    settlement,
    region: settlement,
    ...point,
    placeId: null,
  });
  return {
    from: place('Москва', MOSCOW),
    to: place('Казань', KAZAN),
    loadingDate: new Date(Date.now() + (day + 1) * 86_400_000).toISOString().slice(0, 10),
    cargoTypes: [1],
    weightKg: 5000,
    bodyTypes: ['tent'],
    loadingTypes: ['rear'],
    budgetKopecks: 5_000_000,
    paymentMethod: 'cash',
    comment: '',
    publish: true,
  };
}

/**
 * The delay from a cargo owner's «Опубликовать» to the alert in a carrier's open tab (`savedSearchMatched` on his
 * socket), with the server — built, as production runs it, over the bench's database of saved searches — under the
 * search load of bench:api (10 connections searching orders around Moscow) the whole time.
 */
export async function measureAlertLatency(databaseUrl: string, db: Db, publishes: number) {
  if (!existsSync(join(REPO, 'packages/server/dist/main.js'))) {
    console.log('alert latency: not measured (build the server first: npm run build)');
    return null;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'fura-bench-alerts-'));
  const server = await startOurServer({ serverDir: REPO, logLevel: 'warn', databaseUrl, dataDir });
  let socket: ReturnType<typeof io> | null = null;
  try {
    const carrier = await userWithSession(db, {
      type: 'carrier',
      tariff: 'pro',
      tariffExpiresAt: new Date(Date.now() + 30 * 86_400_000),
    });
    const cargo = await userWithSession(db, { type: 'cargo' });
    const saved = await fetch(`${server.url}/api/saved-search/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${carrier}` },
      body: JSON.stringify({
        name: 'Москва → Казань, тент',
        query: {
          kind: 'radius',
          search: {
            type: 'order',
            from: { ...MOSCOW, radiusKm: 50 },
            to: { ...KAZAN, radiusKm: 50 },
            bodyType: 'tent',
          },
        },
        channels: ['site'],
      }),
    });
    if (!saved.ok) throw new Error(`saving the search: ${saved.status} ${await saved.text()}`);
    const tab = io(server.url, { transports: ['websocket'], reconnection: false, auth: { token: carrier } });
    socket = tab;
    await new Promise<void>((resolve, reject) => {
      tab.once('connect_error', reject);
      tab.once('connect', () => resolve());
    });
    const arrived = new Map<string, number>();
    tab.on('savedSearchMatched', (payload: { articleId: string }) =>
      arrived.set(payload.articleId, performance.now()),
    );

    /** Publishes order `day` and answers the ms until its alert reached the tab (Infinity past `waitMs`). */
    const publishAndWait = async (day: number, waitMs: number) => {
      const form = new FormData();
      form.append('article', JSON.stringify(order(day)));
      const started = performance.now();
      const response = await fetch(`${server.url}/api/article/createArticle`, {
        method: 'POST',
        headers: { authorization: `Bearer ${cargo}` },
        body: form,
      });
      if (!response.ok) throw new Error(`publishing: ${response.status} ${await response.text()}`);
      const { article } = (await response.json()) as { article: { _id: string } };
      const deadline = started + waitMs;
      while (!arrived.has(article._id) && performance.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      return (arrived.get(article._id) ?? Number.POSITIVE_INFINITY) - started;
    };
    // Untimed: a server in service has loaded its saved-search book (it starts loading at start; ~10 s at 100,000).
    if ((await publishAndWait(publishes, 120_000)) === Number.POSITIVE_INFINITY) {
      throw new Error('the warm-up publication alerted nobody within 2 minutes');
    }

    const load = autocannon({
      url: `${server.url}/api/article/search`,
      connections: CONNECTIONS,
      duration: Math.ceil((publishes * GAP_MS) / 1000) + 5,
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${carrier}` },
      body: JSON.stringify({ type: 'order', from: { ...MOSCOW, radiusKm: 100 }, sort: 'newest', offset: 0 }),
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const delays: number[] = [];
    for (let i = 0; i < publishes; i++) {
      delays.push(await publishAndWait(i, 10_000));
      await new Promise((resolve) => setTimeout(resolve, GAP_MS));
    }
    const result = await load;
    const { p50, p95 } = summarize(delays);
    return {
      p50,
      p95,
      max: Math.max(...delays),
      load: { rps: result.requests.average, failed: result.non2xx + result.errors + result.timeouts },
    };
  } finally {
    socket?.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
