import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { savedSearches } from '../src/db/schema';
import type { SearchableArticle } from '@fura/domain/search';
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
    await book.sync(db);
    expect(ids(book.candidates(moscowKazanKeys))).toEqual([first.id]);

    // Committed after that sync, but stamped 30 s earlier: a transaction that began before the sync.
    const late = await saveSearch(app.app, carrier.token, moscowKazanTent());
    await db
      .update(savedSearches)
      .set({ createdAt: sql`now() - interval '30 seconds'` })
      .where(eq(savedSearches.id, late.id));
    await book.sync(db);
    expect(ids(book.candidates(moscowKazanKeys))).toEqual([first.id, late.id].sort());
    expect(book.size).toBe(2);

    const removed = await callSavedSearch(app.app, 'delete', carrier.token, { id: first.id });
    expect(removed.statusCode, removed.body).toBe(200);
    await book.sync(db);
    expect(book.size).toBe(2);
    clock += 10 * 60_000;
    await book.sync(db);
    expect(ids(book.candidates(moscowKazanKeys))).toEqual([late.id]);
    expect(book.size).toBe(1);
  });

  it('prepares a corridor’s route rule when a listing passes its filters, and a deleted corridor shows nothing', async () => {
    const book = createSearchBook();
    const db = app.deps.db;
    const carrier = await createCarrier(db);
    const corridor = (bodyType: 'tent' | 'refrigerator') =>
      saveSearch(app.app, carrier.token, {
        name: `По пути в Казань, ${bodyType}`,
        query: {
          kind: 'corridor',
          search: {
            type: 'order',
            bodyType,
            route: { departure: MOSCOW, via: [], destination: KAZAN },
            widthKm: 50,
          },
        },
        channels: ['site'],
      });
    const tent = await corridor('tent');
    const refrigerator = await corridor('refrigerator');
    const radius = await saveSearch(app.app, carrier.token, moscowKazanTent());
    await book.sync(db);
    const entries = book.candidates(moscowKazanKeys);
    const entry = (id: string) => entries.find((candidate) => candidate.id === id)!;
    expect(entries.every((candidate) => candidate.route === null)).toBe(true);

    const listing: SearchableArticle = {
      type: 'order',
      status: 2,
      from: MOSCOW,
      to: KAZAN,
      loadingDate: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10),
      cargoTypes: [1],
      weightKg: 5000,
      volumeM3: null,
      bodyTypes: ['tent'],
      budgetKopecks: null,
      authorVisible: true,
    };
    const now = new Date();
    const shown = await book.matching(db, entries, listing, now, 1.25);
    expect(ids(shown)).toEqual(expect.arrayContaining([tent.id, radius.id].sort()));
    expect(ids(shown)).not.toContain(refrigerator.id);
    expect(entry(tent.id).route).toBeTypeOf('function');
    expect(entry(refrigerator.id).route).toBeNull();
    expect(entry(radius.id).route).toBeNull();

    // Deleted after the book read it, before its route was: it shows nothing (and nothing throws).
    await callSavedSearch(app.app, 'delete', carrier.token, { id: refrigerator.id });
    const anyBody = await book.matching(db, entries, { ...listing, bodyTypes: [] }, now, 1.25);
    expect(ids(anyBody)).toContain(tent.id);
    expect(ids(anyBody)).not.toContain(refrigerator.id);
  });
});
