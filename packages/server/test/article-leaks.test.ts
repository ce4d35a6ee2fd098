import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { ServerEventName } from '@fura/domain/events';
import { createUser, type CreatedUser } from './helpers/factories';
import {
  articlePart,
  createArticle,
  offerInput,
  orderInput,
  postArticleForm,
  postArticleJson,
} from './helpers/articles';
import { startTestApp } from './helpers/test-app';
import { closeAllSockets, connectSocket, listenForSockets, type TestSocket } from './helpers/sockets';

let t: Awaited<ReturnType<typeof startTestApp>>;
let baseUrl: string;
let cargo: CreatedUser;
let carrier: CreatedUser;

beforeAll(async () => {
  t = await startTestApp();
  baseUrl = await listenForSockets(t.app);
  cargo = await createUser(t.deps.db, {
    type: 'cargo',
    passportPhoto: 'passports/cargo-secret.jpg',
    isPassportUploaded: true,
  });
  // With a tariff: a carrier without one has his offers hidden from others (issue 11).
  carrier = await createUser(t.deps.db, {
    type: 'carrier',
    passportPhoto: 'passports/carrier-secret.jpg',
    tariff: 'demo',
    tariffExpiresAt: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000),
  });
});
afterEach(() => closeAllSockets());
afterAll(async () => {
  closeAllSockets();
  await t.close();
});

/** Everything private about a user that must never appear in a listing answer or event. */
function secretsOf(user: CreatedUser): string[] {
  return [
    user.user.email,
    user.user.phone,
    user.user.passwordHash,
    user.token,
    user.user.passportPhoto ?? '',
    '$argon2',
  ].filter((value) => value.length > 0);
}

const FORBIDDEN_KEYS = ['"email"', '"phone"', '"passwordHash"', '"password"', '"passportPhoto"', '"token"'];

function record(socket: TestSocket, texts: string[]): void {
  const names: ServerEventName[] = ['createMyArticle', 'editMyArticle', 'updateStatusMyArticle'];
  for (const name of names) {
    (socket as unknown as { on(event: string, listener: (payload: unknown) => void): void }).on(
      name,
      (payload) => texts.push(JSON.stringify(payload)),
    );
  }
}

describe('listing answers and events leak nothing private', () => {
  it('scans every article answer and event for e-mails, phones, hashes and tokens', async () => {
    const events: string[] = [];
    record(await connectSocket(baseUrl, { token: cargo.token }), events);
    record(await connectSocket(baseUrl, { token: carrier.token }), events);

    const answers: LightMyRequestResponse[] = [];
    const order = await postArticleForm(t.app, 'createArticle', cargo.token, [articlePart(orderInput())]);
    const offer = await postArticleForm(t.app, 'createArticle', carrier.token, [articlePart(offerInput())]);
    answers.push(order, offer);
    const orderId = order.json().article._id as string;
    const offerId = offer.json().article._id as string;
    answers.push(
      await postArticleForm(t.app, 'updateArticle', cargo.token, [
        { name: 'editingId', value: orderId },
        articlePart(orderInput({ comment: 'изменено' })),
      ]),
      await postArticleJson(t.app, 'createArticle', cargo.token, { articleId: orderId }),
      await postArticleJson(t.app, 'draftArticle', carrier.token, { articleId: offerId }),
      await postArticleJson(t.app, 'publicArticle', carrier.token, { articleId: offerId }),
      await postArticleJson(t.app, 'getMyArticles', cargo.token, { type: 'my' }),
      await postArticleJson(t.app, 'getMyArticles', carrier.token, { type: 'my' }),
      await postArticleJson(t.app, 'getArticle', null, { id: orderId, type: 'order' }),
      await postArticleJson(t.app, 'getUserArticle', carrier.token, { id: orderId, type: 'order' }),
      await postArticleJson(t.app, 'getUserArticle', cargo.token, { id: offerId, type: 'offer' }),
    );
    const seeded = await createArticle(t.deps.db, carrier.user.id, { type: 'offer' });
    answers.push(await postArticleJson(t.app, 'getArticle', null, { id: seeded.id, type: 'offer' }));

    for (const res of answers) expect(res.statusCode).toBe(200);
    // Wait for the events of the calls above (no socketId: every tab hears them).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(events.length).toBeGreaterThanOrEqual(6);

    const texts = [...answers.map((res) => res.body), ...events];
    const secrets = [...secretsOf(cargo), ...secretsOf(carrier)];
    for (const text of texts) {
      for (const secret of secrets) expect(text).not.toContain(secret);
      for (const key of FORBIDDEN_KEYS) expect(text).not.toContain(key);
    }
    // The scan does look at authors: their public names are there.
    expect(texts.join('\n')).toContain(cargo.user.firstName);
  });
});
