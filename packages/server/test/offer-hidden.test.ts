import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE_MESSAGES } from '@fura/domain/article-schemas';
import { createArticle, postArticleJson } from './helpers/articles';
import { createCargo, createCarrier } from './helpers/deals';
import { startTestApp } from './helpers/test-app';

/** SPEC §6: the offers of a carrier without an active tariff are hidden — the page by a direct link too. */
let t: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;
const page = (token: string | null, id: string) =>
  postArticleJson(t.app, token ? 'getUserArticle' : 'getArticle', token, { id, type: 'offer' });

describe('the offer of a carrier without an active tariff', () => {
  it('is not found by guests or cargo owners, cannot be requested, and is still his own to see', async () => {
    const cargo = await createCargo(t.deps.db);
    const active = await createCarrier(t.deps.db);
    const shown = await createArticle(t.deps.db, active.user.id, { type: 'offer' });
    expect((await page(null, shown.id)).statusCode).toBe(200);
    expect((await page(cargo.token, shown.id)).statusCode).toBe(200);

    const ended = await createCarrier(t.deps.db, { tariffExpiresAt: new Date(Date.now() - DAY_MS) });
    const cleared = await createCarrier(t.deps.db, {
      tariff: null,
      tariffExpiresAt: new Date(Date.now() - DAY_MS),
    });
    const banned = await createCarrier(t.deps.db, { isBan: true });
    for (const carrier of [ended, cleared, banned]) {
      const offer = await createArticle(t.deps.db, carrier.user.id, { type: 'offer' });
      for (const token of [null, cargo.token, active.token]) {
        const res = await page(token, offer.id);
        expect(res.statusCode).toBe(404);
        expect(res.json().errors[0].msg).toBe(ARTICLE_MESSAGES.notFound);
      }
      const request = await postArticleJson(t.app, 'createRequest', cargo.token, {
        articleId: offer.id,
        request: { request: 'Нужна машина на завтра' },
      });
      expect(request.statusCode).toBe(404);
      if (carrier !== banned) expect((await page(carrier.token, offer.id)).statusCode).toBe(200);
    }
  });
});
