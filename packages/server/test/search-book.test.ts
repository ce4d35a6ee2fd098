import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { savedSearches } from '../src/db/schema';
import { createSearchBook } from '../src/modules/saved-search/search-book';
import { listingKeys } from '../src/modules/saved-search/search-keys';
import { createCarrier } from './helpers/deals';
import { callSavedSearch, KAZAN, MOSCOW, moscowKazanTent, saveSearch } from './helpers/saved-searches';
import { startTestApp } from './helpers/test-app';

let app: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  app = await startTestApp({ ownDatabase: true });
});
afterAll(async () => {
  await app.close();
});

const moscowKazanKeys = listingKeys('order', MOSCOW, KAZAN);
const ids = (entries: { id: string }[]) => entries.map((entry) => entry.id).sort();

describe('the search book: every saved search in memory, synced from the database', () => {
  it('finds a search whose transaction began before the last sync (the overlap), and drops deleted ones', async () => {
    let clock = Date.now();
    const book = createSearchBook(() => clock);
    const db = app.deps.db;
    const carrier = await createCarrier(db);
    const first = await saveSearch(app.app, carrier.token, moscowKazanTent());
    await book.sync(db, 1.25);
    expect(ids(book.candidates(moscowKazanKeys))).toEqual([first.id]);

    // Committed after that sync, but stamped 30 s earlier: a transaction that began before the sync.
    const late = await saveSearch(app.app, carrier.token, moscowKazanTent());
    await db
      .update(savedSearches)
      .set({ createdAt: sql`now() - interval '30 seconds'` })
      .where(eq(savedSearches.id, late.id));
    await book.sync(db, 1.25);
    expect(ids(book.candidates(moscowKazanKeys))).toEqual([first.id, late.id].sort());
    expect(book.size).toBe(2);

    const removed = await callSavedSearch(app.app, 'delete', carrier.token, { id: first.id });
    expect(removed.statusCode, removed.body).toBe(200);
    await book.sync(db, 1.25);
    expect(book.size).toBe(2);
    clock += 10 * 60_000;
    await book.sync(db, 1.25);
    expect(ids(book.candidates(moscowKazanKeys))).toEqual([late.id]);
    expect(book.size).toBe(1);
  });

  it('prepares a corridor’s rule on demand from its stored route; a radius search’s at load', async () => {
    const book = createSearchBook();
    const db = app.deps.db;
    const carrier = await createCarrier(db);
    const corridor = await saveSearch(app.app, carrier.token, {
      name: 'По пути в Казань',
      query: {
        kind: 'corridor',
        search: { type: 'order', route: { departure: MOSCOW, via: [], destination: KAZAN }, widthKm: 50 },
      },
      channels: ['site'],
    });
    await book.sync(db, 1.25);
    const entries = book.candidates(moscowKazanKeys);
    const mine = entries.find((entry) => entry.id === corridor.id)!;
    expect(mine.rule).toBeNull();
    expect(entries.filter((entry) => !entry.corridor).every((entry) => entry.rule !== null)).toBe(true);
    await book.prepare(db, entries, 1.25);
    expect(mine.rule).toBeTypeOf('function');
  });
});
