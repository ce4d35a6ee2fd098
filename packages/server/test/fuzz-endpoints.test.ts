import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { isFreeText } from '@fura/domain/free-text';
import { sessions } from '../src/db/schema';
import { generateToken, hashToken } from '../src/http/auth';
import { buildFuzzWorld, type FuzzWorld, type Who } from './helpers/fuzz-seeds';
import {
  leafPaths,
  MARK,
  sendableInForm,
  sendVariant,
  variantsOf,
  withLeaf,
  type Variant,
} from './helpers/fuzz-requests';
import { listRoutes, type RouteEntry } from './helpers/route-list';
import { startTestApp } from './helpers/test-app';

/**
 * Every /api route (read from the app, not listed by hand), as a guest, a cargo owner and a carrier: NUL, lone
 * surrogates, control characters, 1 MB strings and 10,000 levels of JSON in every part of a request that passes
 * the route's checks, then random bad text (fast-check, fixed seed and runs). Never a 5xx; and no control character
 * ever reaches the database.
 */

const relaxed = { max: 1_000_000, windowMs: 60_000 };
const WHO: readonly Who[] = ['guest', 'cargo', 'carrier'];
/** The admin is fuzzed on the console's routes only (everyone else's are the same code paths as for the others). */
const ADMIN_ONLY = (route: RouteEntry) => route.url.startsWith('/api/admin/');
const RANDOM_RUNS = 6;
const badText = fc.string({
  unit: fc.constantFrom('\u0000', '\u0001', '\u001b', '\u007f', '\u0085', '\ud800', '\udfff', 'я', 'a', '\t'),
  minLength: 1,
  maxLength: 12,
});

let t: Awaited<ReturnType<typeof startTestApp>>;
let world: FuzzWorld;
let routes: RouteEntry[];

beforeAll(async () => {
  // Its own database: the admin's seeds change site-wide settings and plans other files read.
  t = await startTestApp({
    ownDatabase: true,
    config: {
      rateLimits: { login: relaxed, register: relaxed, forgot: relaxed, callback: relaxed },
      addressSuggestLimit: relaxed,
    },
  });
  world = await buildFuzzWorld(t);
  routes = listRoutes(t.app).filter((route) => route.url.startsWith('/api/'));
});
afterAll(() => t.close());

const key = (route: RouteEntry) => `${route.method} ${route.url}`;

/** The identity's token; logout gets a session of its own each time, so the others stay logged in. */
async function tokenOf(who: Who, route: RouteEntry): Promise<string | null> {
  if (who === 'guest') return null;
  const user = world[who];
  if (!route.url.endsWith('/logout')) return user.token;
  const token = generateToken();
  await t.deps.db.insert(sessions).values({ userId: user.user.id, tokenHash: hashToken(token) });
  return token;
}

async function fuzzRoute(route: RouteEntry, who: Who, failures: string[]): Promise<void> {
  const seed = world.seeds[key(route)];
  if (!seed) return;
  const check = async (variant: Variant) => {
    const res = await sendVariant(t.app, route, seed, variant, await tokenOf(who, route));
    const where = `${key(route)} as ${who}: ${variant.label} → ${res.statusCode}`;
    if (res.statusCode >= 500) failures.push(where);
    else if (res.statusCode >= 400 && !hasErrorMessage(res))
      failures.push(`${where} without a Russian message`);
  };
  for (const variant of variantsOf(seed, who === seed.as)) await check(variant);

  const part = seed.body?.() ?? seed.form?.();
  const leaves = part ? leafPaths(part) : [];
  if (leaves.length === 0) return;
  await fc.assert(
    fc.asyncProperty(fc.nat(), badText, async (index, value) => {
      const path = leaves[index % leaves.length] ?? [];
      fc.pre(Boolean(seed.body) || sendableInForm(path, value));
      const label = `random ${path.join('.')} = ${JSON.stringify(value)}`;
      await check(
        seed.body
          ? { label, body: withLeaf(part, path, value) }
          : { label, form: withLeaf(part, path, value) as Record<string, unknown> },
      );
    }),
    { numRuns: RANDOM_RUNS, seed: 20_261_124 },
  );
}

describe('fuzz: every /api endpoint answers bad input with 4xx, never 5xx', () => {
  it('the route list is read from the app and every /api route has a seed request', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes).toContainEqual({ method: 'POST', url: '/api/article/getUserArticles' });
    const unseeded = routes.map(key).filter((name) => !world.seeds[name]);
    expect(unseeded, 'add a seed request for each new route in test/helpers/fuzz-seeds.ts').toEqual([]);
  });

  // A few thousand requests per identity: seconds on an idle machine, a margin for a loaded CI runner.
  it.each(WHO)(
    'as %s',
    async (who) => {
      const failures: string[] = [];
      for (const route of routes) await fuzzRoute(route, who, failures);
      expect(failures).toEqual([]);
    },
    180_000,
  );

  it('as admin, on the console’s routes', async () => {
    const failures: string[] = [];
    for (const route of routes.filter(ADMIN_ONLY)) await fuzzRoute(route, 'admin', failures);
    expect(failures).toEqual([]);
  }, 180_000);

  it('no control character or lone surrogate reached the database', async () => {
    const columns = await rowsOf<{ table_name: string; column_name: string; data_type: string }>(
      sql`select table_name, column_name, data_type from information_schema.columns
          where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY')`,
    );
    const stored: string[] = [];
    for (const column of columns) {
      const values = await rowsOf<{ value: string }>(
        sql`select ${sql.identifier(column.column_name)}::text as value from ${sql.identifier(column.table_name)}
            where ${sql.identifier(column.column_name)}::text like ${`%${MARK}%`} limit 5`,
      );
      for (const { value } of values) {
        const text = column.data_type.startsWith('json') ? stringsOf(JSON.parse(value)).join('\n') : value;
        if (!isFreeText(text) || text.includes('\ufffd'))
          stored.push(`${column.table_name}.${column.column_name}: ${JSON.stringify(text.slice(0, 80))}`);
      }
    }
    expect(stored).toEqual([]);
  });
});

async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  // PGlite and node-postgres both answer { rows }.
  const result: unknown = await t.deps.db.execute(query);
  return (result as { rows: T[] }).rows;
}

function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/** A refusal carries a message for the person: the JSON envelope's first `msg`, or an HTML page (unsubscribe). */
function hasErrorMessage(res: { headers: Record<string, unknown>; body: string }): boolean {
  if (!String(res.headers['content-type']).includes('json')) return /[а-яё]/i.test(res.body);
  const body = JSON.parse(res.body) as { errors?: { msg?: unknown }[] };
  const msg = body.errors?.[0]?.msg;
  return typeof msg === 'string' && /[а-яё]/i.test(msg);
}
