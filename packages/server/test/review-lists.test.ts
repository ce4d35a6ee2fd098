import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEAL_MESSAGES, ZReview } from '@fura/domain/deal-items';
import { reviews } from '../src/db/schema';
import { bearer, type CreatedUser } from './helpers/factories';
import { createArticle } from './helpers/articles';
import { createCargo, createCarrier, insertExecutor } from './helpers/deals';
import { startTestApp } from './helpers/test-app';

let t: Awaited<ReturnType<typeof startTestApp>>;
let carrier: CreatedUser;
let cargo: CreatedUser;
/** Comments of the reviews about the carrier, oldest first. */
const aboutCarrier: string[] = [];

const BASE = Date.UTC(2025, 0, 1);

/** A completed order of `cargo` carried by `carrier` with one review, written `minutes` after BASE. */
async function reviewed(from: CreatedUser, about: CreatedUser, minutes: number, comment: string) {
  const authorIsCargo = from.user.type === 'cargo';
  const order = await createArticle(t.deps.db, authorIsCargo ? from.user.id : about.user.id, { status: 5 });
  await insertExecutor(t.deps.db, order.id, authorIsCargo ? about.user.id : from.user.id);
  const at = new Date(BASE + minutes * 60_000);
  await t.deps.db.insert(reviews).values({
    articleId: order.id,
    authorId: from.user.id,
    userId: about.user.id,
    rating: 1 + (minutes % 5),
    comment,
    createdAt: at,
    updatedAt: at,
  });
}

beforeAll(async () => {
  t = await startTestApp();
  carrier = await createCarrier(t.deps.db, { firstName: 'Пётр', lastName: 'Водилов' });
  cargo = await createCargo(t.deps.db);
  for (let i = 0; i < 12; i += 1) {
    const comment = `О перевозчике №${i}`;
    aboutCarrier.push(comment);
    await reviewed(cargo, carrier, i, comment);
  }
  for (let i = 0; i < 3; i += 1) await reviewed(carrier, cargo, 100 + i, `О грузовладельце №${i}`);
});
afterAll(async () => {
  await t.close();
});

function post(url: string, body: unknown, token: string | null = null) {
  return t.app.inject({ method: 'POST', url, payload: body as object, headers: token ? bearer(token) : {} });
}

/** The comments of an answer's reviews, checked against the contract on the way. */
function comments(list: unknown): string[] {
  return z
    .array(ZReview)
    .parse(list)
    .map((review) => review.comment);
}

describe('review/getReviews', () => {
  it("'me' lists reviews about the caller, 10 per page, newest first, with countAll", async () => {
    const first = await post('/api/review/getReviews', { kind: 'me' }, carrier.token);
    expect(first.statusCode).toBe(200);
    const newestFirst = [...aboutCarrier].reverse();
    expect(first.json().countAll).toBe(12);
    expect(comments(first.json().reviews)).toEqual(newestFirst.slice(0, 10));
    const second = await post('/api/review/getReviews', { kind: 'me', offset: 10 }, carrier.token);
    expect(comments(second.json().reviews)).toEqual(newestFirst.slice(10));
    expect(second.json().countAll).toBe(12);
    expect(first.json().reviews[0]).toMatchObject({
      articleType: 'order',
      author: { _id: cargo.user.id },
      user: { _id: carrier.user.id, name: { first: 'Пётр', last: 'Водилов' } },
    });
  });

  it("'my' lists reviews the caller wrote", async () => {
    const res = await post('/api/review/getReviews', { kind: 'my' }, carrier.token);
    expect(res.json()).toMatchObject({ error: false, countAll: 3 });
    expect(comments(res.json().reviews)).toEqual([
      'О грузовладельце №2',
      'О грузовладельце №1',
      'О грузовладельце №0',
    ]);
    const cargoSide = await post('/api/review/getReviews', { kind: 'my' }, cargo.token);
    expect(cargoSide.json().countAll).toBe(12);
  });

  it('never leaks e-mail or phone', async () => {
    const res = await post('/api/review/getReviews', { kind: 'me' }, carrier.token);
    expect(res.body).not.toContain(carrier.user.email);
    expect(res.body).not.toContain(cargo.user.phone);
  });

  it('a user without reviews gets an empty page', async () => {
    const fresh = await createCargo(t.deps.db);
    const res = await post('/api/review/getReviews', { kind: 'me' }, fresh.token);
    expect(res.json()).toEqual({ error: false, reviews: [], countAll: 0 });
  });

  it('guest → 401; bad kind or offset → 400', async () => {
    expect((await post('/api/review/getReviews', { kind: 'me' })).statusCode).toBe(401);
    expect((await post('/api/review/getReviews', { kind: 'all' }, carrier.token)).statusCode).toBe(400);
    expect((await post('/api/review/getReviews', { kind: 'me', offset: -1 }, carrier.token)).statusCode).toBe(
      400,
    );
  });

  it('a banned user still reads his reviews', async () => {
    const banned = await createCarrier(t.deps.db, { isBan: true });
    await reviewed(cargo, banned, 500, 'До бана');
    const res = await post('/api/review/getReviews', { kind: 'me' }, banned.token);
    expect(comments(res.json().reviews)).toEqual(['До бана']);
  });
});

describe('review/getUserReviews', () => {
  it('is public: a guest reads the reviews about a user, paged', async () => {
    const res = await post('/api/review/getUserReviews', { userId: carrier.user.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().countAll).toBe(12);
    expect(comments(res.json().reviews)).toEqual([...aboutCarrier].reverse().slice(0, 10));
    const page = await post(
      '/api/review/getUserReviews',
      { userId: carrier.user.id, offset: 10 },
      cargo.token,
    );
    expect(page.json().reviews).toHaveLength(2);
  });

  it('unknown user → 404', async () => {
    for (const userId of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await post('/api/review/getUserReviews', { userId });
      expect(res.statusCode).toBe(404);
      expect(res.json().errors[0].msg).toBe(DEAL_MESSAGES.userNotFound);
    }
    expect((await post('/api/review/getUserReviews', {})).statusCode).toBe(400);
  });
});
