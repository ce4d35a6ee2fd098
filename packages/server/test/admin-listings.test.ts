import { ARTICLE_MESSAGES } from '@fura/domain/article-schemas';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ADMIN_LISTING_MESSAGES, type TAdminListing } from '@fura/domain/admin-listings';
import { adminAudit, articles, notifications } from '../src/db/schema';
import { createArticle } from './helpers/articles';
import { createCargo, createCarrier, insertExecutor } from './helpers/deals';
import { bearer, createUser, type CreatedUser } from './helpers/factories';
import { closeAllSockets, connectSocket, listenForSockets, waitFor } from './helpers/sockets';
import { startTestApp } from './helpers/test-app';

/** Issue 12, «Объявления»: hide a listing with a note (to the trash), restore it. Search and access: admin-listings-search.test.ts. */
let t: Awaited<ReturnType<typeof startTestApp>>;
let baseUrl: string;
let admin: CreatedUser;

beforeAll(async () => {
  t = await startTestApp();
  baseUrl = await listenForSockets(t.app);
  admin = await createUser(t.deps.db, { type: 'admin' });
});
afterEach(() => closeAllSockets());
afterAll(async () => {
  closeAllSockets();
  await t.close();
});

function post(url: string, token: string | null, payload: object = {}) {
  return t.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, payload });
}

async function search(payload: object): Promise<{ listings: TAdminListing[]; countAll: number }> {
  const res = await post('/api/admin/listings/search', admin.token, payload);
  expect(res.statusCode).toBe(200);
  return res.json();
}

function systemNoticesOf(userId: string) {
  return t.deps.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.code, 'systemNotice')));
}

describe('hide and restore', () => {
  it('hides with the note, tells the author, leaves the search; restore brings the old status back', async () => {
    const author = await createCargo(t.deps.db);
    const listing = await createArticle(t.deps.db, author.user.id, {
      fromSettlement: 'Тверь',
      toSettlement: 'Псков',
    });
    const socket = await connectSocket(baseUrl, { token: author.token });
    const hiddenEvent = waitFor(socket, 'updateStatusMyArticle');

    const hide = await post('/api/admin/listings/hide', admin.token, {
      articleId: listing.id,
      note: '  Контакты в тексте  ',
    });
    expect(hide.statusCode).toBe(200);
    expect(hide.json().listing).toMatchObject({
      status: 7,
      statusBeforeHide: 2,
      adminNote: 'Контакты в тексте',
    });
    expect(await hiddenEvent).toMatchObject({
      articleId: listing.id,
      oldStatus: 2,
      status: 7,
      isTaking: false,
    });
    expect((await search({ query: listing.id, status: 2 })).listings).toEqual([]);
    expect((await search({ query: listing.id })).listings[0]?.status).toBe(7);

    const told = await systemNoticesOf(author.user.id);
    expect(told).toHaveLength(1);
    expect(told[0]!.info).toMatchObject({
      commentNotify: 'Администратор скрыл ваш заказ «Тверь → Псков»: Контакты в тексте',
      articleId: listing.id,
    });
    expect(
      (await post('/api/admin/listings/hide', admin.token, { articleId: listing.id, note: 'Ещё' }))
        .statusCode,
    ).toBe(409);
    // The author cannot take it out of the trash himself.
    for (const verb of ['draftArticle', 'publicArticle']) {
      const own = await post(`/api/article/${verb}`, author.token, { articleId: listing.id, socketId: null });
      expect(own.statusCode, verb).toBe(403);
      expect(own.json().errors[0].msg).toBe(ARTICLE_MESSAGES.hiddenByAdmin);
    }

    const restoredEvent = waitFor(socket, 'updateStatusMyArticle');
    const restore = await post('/api/admin/listings/restore', admin.token, { articleId: listing.id });
    expect(restore.statusCode).toBe(200);
    expect(restore.json().listing).toMatchObject({ status: 2, statusBeforeHide: null, adminNote: null });
    expect(await restoredEvent).toMatchObject({ oldStatus: 7, status: 2 });
    expect((await search({ query: listing.id, status: 2 })).listings.map((item) => item._id)).toEqual([
      listing.id,
    ]);
    const after = await systemNoticesOf(author.user.id);
    expect(after.map((row) => row.info.commentNotify)).toContain(
      'Администратор восстановил ваш заказ «Тверь → Псков»',
    );

    const audit = await t.deps.db.select().from(adminAudit).where(eq(adminAudit.targetArticleId, listing.id));
    expect(
      audit.map((row) => [row.action, row.before, row.after, row.targetUserId, row.adminId]).sort(),
    ).toEqual(
      [
        ['articleHide', { status: 2 }, { status: 7 }, author.user.id, admin.user.id],
        ['articleRestore', { status: 7 }, { status: 2 }, author.user.id, admin.user.id],
      ].sort(),
    );
    expect(audit.find((row) => row.action === 'articleHide')?.comment).toBe('Контакты в тексте');
    const restoreAgain = await post('/api/admin/listings/restore', admin.token, { articleId: listing.id });
    expect(restoreAgain.statusCode).toBe(409);
    expect(restoreAgain.json().errors[0].msg).toBe(ADMIN_LISTING_MESSAGES.notHidden);
  });

  it('an offer on the way: its executor hears it leave, the carrier stops sending location, restore resumes', async () => {
    const owner = await createCarrier(t.deps.db, { needSendLocation: true });
    const executor = await createCargo(t.deps.db);
    const listing = await createArticle(t.deps.db, owner.user.id, { type: 'offer', status: 4 });
    await insertExecutor(t.deps.db, listing.id, executor.user.id);
    const socket = await connectSocket(baseUrl, { token: executor.token });
    const heard = waitFor(socket, 'updateStatusMyArticle');

    const hide = await post('/api/admin/listings/hide', admin.token, {
      articleId: listing.id,
      note: 'Жалобы',
    });
    expect(hide.statusCode).toBe(200);
    expect(await heard).toMatchObject({ articleId: listing.id, oldStatus: 4, status: 7, isTaking: true });
    expect(await systemNoticesOf(owner.user.id)).toHaveLength(1);
    const ownerRow = await t.deps.db.query.users.findFirst({
      where: (u, { eq: is }) => is(u.id, owner.user.id),
    });
    expect(ownerRow?.needSendLocation).toBe(false);

    await post('/api/admin/listings/restore', admin.token, { articleId: listing.id });
    const [row] = await t.deps.db.select().from(articles).where(eq(articles.id, listing.id));
    expect(row?.status).toBe(4);
    const again = await t.deps.db.query.users.findFirst({
      where: (u, { eq: is }) => is(u.id, owner.user.id),
    });
    expect(again?.needSendLocation).toBe(true);
  });
});
