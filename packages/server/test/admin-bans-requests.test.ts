import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEAL_MESSAGES } from '@fura/domain/deal-items';
import { createArticle, postArticleJson } from './helpers/articles';
import { createCargo, createCarrier, insertRequest } from './helpers/deals';
import { bearer, createUser, type CreatedUser } from './helpers/factories';
import { startTestApp } from './helpers/test-app';

/** Issue 12: a banned user's requests are frozen — kept, but their author cannot be picked while the ban lasts. */
let t: Awaited<ReturnType<typeof startTestApp>>;
let admin: CreatedUser;

beforeAll(async () => {
  t = await startTestApp();
  admin = await createUser(t.deps.db, { type: 'admin' });
});
afterAll(() => t.close());

const asAdmin = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(admin.token), payload });

describe('the requests of a banned user', () => {
  it('stay, but he cannot be chosen as executor until the unban', async () => {
    const owner = await createCargo(t.deps.db);
    const carrier = await createCarrier(t.deps.db);
    const order = await createArticle(t.deps.db, owner.user.id);
    await insertRequest(t.deps.db, order.id, carrier.user.id);
    const pick = () =>
      postArticleJson(t.app, 'setExecutor', owner.token, {
        articleId: order.id,
        executorId: carrier.user.id,
        socketId: null,
      });

    expect(
      (await asAdmin('/api/admin/users/ban', { userId: carrier.user.id, days: 3, comment: 'Спам' }))
        .statusCode,
    ).toBe(200);
    const refused = await pick();
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].msg).toBe(DEAL_MESSAGES.executorBanned);

    expect((await asAdmin('/api/admin/users/unban', { userId: carrier.user.id })).statusCode).toBe(200);
    expect((await pick()).statusCode).toBe(200);
  });
});
