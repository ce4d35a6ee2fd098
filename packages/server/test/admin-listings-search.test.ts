import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ADMIN_LISTING_MESSAGES, ADMIN_NOTE_MAX, type TAdminListing } from '@fura/domain/admin-listings';
import { articles } from '../src/db/schema';
import { createArticle } from './helpers/articles';
import { createCargo, createCarrier } from './helpers/deals';
import { bearer, createUser, type CreatedUser } from './helpers/factories';
import { startTestApp } from './helpers/test-app';

/** Issue 12, «Объявления»: who may call the API, what it refuses, and the search. Hide and restore: admin-listings.test.ts. */
let t: Awaited<ReturnType<typeof startTestApp>>;
let admin: CreatedUser;
let cargo: CreatedUser;
let carrier: CreatedUser;

beforeAll(async () => {
  t = await startTestApp();
  admin = await createUser(t.deps.db, { type: 'admin' });
  cargo = await createCargo(t.deps.db);
  carrier = await createCarrier(t.deps.db);
});
afterAll(() => t.close());

function post(url: string, token: string | null, payload: object = {}) {
  return t.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, payload });
}

async function search(payload: object): Promise<{ listings: TAdminListing[]; countAll: number }> {
  const res = await post('/api/admin/listings/search', admin.token, payload);
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('access', () => {
  it('a guest gets 401, a cargo owner and a carrier 404; the listing stays as it was', async () => {
    const listing = await createArticle(t.deps.db, cargo.user.id);
    const body = { articleId: listing.id, note: 'Спам', query: '' };
    for (const url of [
      '/api/admin/listings/search',
      '/api/admin/listings/hide',
      '/api/admin/listings/restore',
    ]) {
      expect((await post(url, null, body)).statusCode).toBe(401);
      expect((await post(url, cargo.token, body)).statusCode).toBe(404);
      expect((await post(url, carrier.token, body)).statusCode).toBe(404);
    }
    const [row] = await t.deps.db.select().from(articles).where(eq(articles.id, listing.id));
    expect(row).toMatchObject({ status: 2, adminNote: null, statusBeforeHide: null });
  });
});

describe('bad input', () => {
  it('hide without a note, with a long note or a bad id; search with a bad filter → 400', async () => {
    const listing = await createArticle(t.deps.db, cargo.user.id);
    const cases: [string, object, string, string][] = [
      [
        '/api/admin/listings/hide',
        { articleId: listing.id, note: '  ' },
        'note',
        ADMIN_LISTING_MESSAGES.noteEmpty,
      ],
      [
        '/api/admin/listings/hide',
        { articleId: listing.id, note: 'я'.repeat(ADMIN_NOTE_MAX + 1) },
        'note',
        ADMIN_LISTING_MESSAGES.noteTooLong,
      ],
      [
        '/api/admin/listings/hide',
        { articleId: 'x', note: 'Спам' },
        'articleId',
        ADMIN_LISTING_MESSAGES.articleId,
      ],
      ['/api/admin/listings/restore', { articleId: 'x' }, 'articleId', ADMIN_LISTING_MESSAGES.articleId],
      ['/api/admin/listings/search', { type: 'cargo' }, 'type', ADMIN_LISTING_MESSAGES.type],
      ['/api/admin/listings/search', { status: 8 }, 'status', ADMIN_LISTING_MESSAGES.status],
      [
        '/api/admin/listings/search',
        { query: 'я'.repeat(201) },
        'query',
        ADMIN_LISTING_MESSAGES.queryTooLong,
      ],
    ];
    for (const [url, payload, param, msg] of cases) {
      const res = await post(url, admin.token, payload);
      expect(res.statusCode, `${url} ${JSON.stringify(payload).slice(0, 80)}`).toBe(400);
      expect(res.json().errors).toContainEqual({ msg, param });
    }
    const [row] = await t.deps.db.select().from(articles).where(eq(articles.id, listing.id));
    expect(row?.status).toBe(2);
  });

  it('a listing that does not exist → 404', async () => {
    for (const url of ['/api/admin/listings/hide', '/api/admin/listings/restore']) {
      const res = await post(url, admin.token, { articleId: randomUUID(), note: 'Спам' });
      expect(res.statusCode).toBe(404);
      expect(res.json().errors[0].msg).toBe(ADMIN_LISTING_MESSAGES.notFound);
    }
  });
});

describe('POST /api/admin/listings/search', () => {
  it('finds a listing by id, by a city or address, by its comment; filters by type and status', async () => {
    const token = randomUUID().slice(0, 8);
    const order = await createArticle(t.deps.db, cargo.user.id, {
      fromSettlement: `Город${token}`,
      comment: 'Хрупкий груз',
    });
    const offer = await createArticle(t.deps.db, carrier.user.id, {
      type: 'offer',
      status: 1,
      toAddress: `Улица ${token}, 5`,
      comment: `Тент ${token}`,
    });

    const byId = await search({ query: order.id });
    expect(byId.listings.map((item) => item._id)).toEqual([order.id]);
    expect(byId.listings[0]).toMatchObject({
      type: 'order',
      status: 2,
      author: { _id: cargo.user.id, type: 'cargo' },
      from: { settlement: `Город${token}` },
    });

    const byText = await search({ query: token.toUpperCase() });
    expect(byText.listings.map((item) => item._id).sort()).toEqual([order.id, offer.id].sort());
    expect((await search({ query: token, type: 'offer' })).listings.map((item) => item._id)).toEqual([
      offer.id,
    ]);
    expect((await search({ query: token, status: 2 })).listings.map((item) => item._id)).toEqual([order.id]);
    expect((await search({ query: `Тент ${token}` })).countAll).toBe(1);
  });

  it('% and _ in the query match only themselves', async () => {
    const token = randomUUID().slice(0, 8);
    const plain = await createArticle(t.deps.db, cargo.user.id, { comment: `${token}-abc` });
    const literal = await createArticle(t.deps.db, cargo.user.id, { comment: `${token}-a_c 100%` });
    expect((await search({ query: `${token}-a_c` })).listings.map((item) => item._id)).toEqual([literal.id]);
    expect((await search({ query: `${token}-a%` })).listings).toEqual([]);
    expect((await search({ query: `${token}-abc` })).listings.map((item) => item._id)).toEqual([plain.id]);
  });
});
