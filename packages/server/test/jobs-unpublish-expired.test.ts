import { describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { NOTIFICATION_CODE_TYPES } from '@fura/domain/notifications';
import { articles, notifications } from '../src/db/schema';
import { runUnpublishExpired } from '../src/modules/article/unpublish-expired';
import { createUser } from './helpers/factories';
import { createArticle } from './helpers/articles';
import { socketTestApp } from './helpers/socket-test-app';
import { connectSocket, expectNoEvent, waitFor } from './helpers/sockets';

const t = socketTestApp();

/*
 * The sweeper acts on the whole database, which other test files share on PostgreSQL: these tests run it at a
 * `now` in 2014–2015 (Moscow has kept UTC+3 since October 2014), so only listings loading before then — made here and nowhere else — can expire.
 */

async function statusOf(id: string) {
  const [row] = await t.deps.db.select().from(articles).where(eq(articles.id, id));
  return row!.status;
}

describe('runUnpublishExpired', () => {
  it('returns expired published listings to draft, notifies the author and emits the status change', async () => {
    const author = await createUser(t.deps.db, { type: 'cargo' });
    const carrier = await createUser(t.deps.db, { type: 'carrier' });
    const stranger = await createUser(t.deps.db, { type: 'cargo' });
    const expired = await createArticle(t.deps.db, author.user.id, { loadingDate: '2015-03-09' });
    const expiredOffer = await createArticle(t.deps.db, carrier.user.id, {
      type: 'offer',
      loadingDate: '2015-02-01',
    });
    const today = await createArticle(t.deps.db, author.user.id, { loadingDate: '2015-03-10' });
    const draft = await createArticle(t.deps.db, author.user.id, { status: 1, loadingDate: '2015-03-01' });
    const inWork = await createArticle(t.deps.db, author.user.id, { status: 3, loadingDate: '2015-03-01' });
    const trashed = await createArticle(t.deps.db, author.user.id, { status: 7, loadingDate: '2015-03-01' });

    const socket = await connectSocket(t.baseUrl, { token: author.token });
    const strangerSocket = await connectSocket(t.baseUrl, { token: stranger.token });
    const statusEvent = waitFor(socket, 'updateStatusMyArticle');
    const notificationEvent = waitFor(socket, 'sendNotification');
    const silent = expectNoEvent(strangerSocket, 'updateStatusMyArticle');

    const count = await runUnpublishExpired(t.deps, new Date('2015-03-10T09:00:00Z'));
    expect(count).toBe(2);
    expect(await statusOf(expired.id)).toBe(1);
    expect(await statusOf(expiredOffer.id)).toBe(1);
    expect(await statusOf(today.id)).toBe(2);
    expect(await statusOf(draft.id)).toBe(1);
    expect(await statusOf(inWork.id)).toBe(3);
    expect(await statusOf(trashed.id)).toBe(7);

    // The listing's route, as createArticle makes it: the notification names it (issue 10).
    const ROUTE = { routeFrom: 'Москва', routeTo: 'Казань' };
    const rows = await t.deps.db
      .select()
      .from(notifications)
      .where(
        and(
          inArray(notifications.userId, [author.user.id, carrier.user.id]),
          eq(notifications.code, 'articleUnpublishedExpired'),
        ),
      );
    expect(
      rows
        .map((row) => ({ userId: row.userId, info: row.info, type: row.type }))
        .sort((a, b) => a.userId.localeCompare(b.userId)),
    ).toEqual(
      [
        {
          userId: author.user.id,
          info: { articleType: 'order', articleId: expired.id, articleStatus: 1, ...ROUTE },
          type: NOTIFICATION_CODE_TYPES.articleUnpublishedExpired,
        },
        {
          userId: carrier.user.id,
          info: { articleType: 'offer', articleId: expiredOffer.id, articleStatus: 1, ...ROUTE },
          type: NOTIFICATION_CODE_TYPES.articleUnpublishedExpired,
        },
      ].sort((a, b) => a.userId.localeCompare(b.userId)),
    );

    const event = await statusEvent;
    expect(event).toMatchObject({
      articleId: expired.id,
      type: 'order',
      oldStatus: 2,
      status: 1,
      isTaking: false,
    });
    expect(event.article).toMatchObject({ _id: expired.id, status: 1 });
    const { notification } = await notificationEvent;
    expect(notification).toMatchObject({
      code: 'articleUnpublishedExpired',
      info: { articleId: expired.id },
    });
    await silent;

    // A second run finds nothing more.
    expect(await runUnpublishExpired(t.deps, new Date('2015-03-10T09:00:00Z'))).toBe(0);
  });

  it('counts days in Moscow time: 23:30 in Moscow is still the loading day, 00:30 the next', async () => {
    const { user } = await createUser(t.deps.db, { type: 'cargo' });
    const article = await createArticle(t.deps.db, user.id, { loadingDate: '2015-04-09' });
    // 20:30 UTC = 23:30 in Moscow on the 9th.
    await runUnpublishExpired(t.deps, new Date('2015-04-09T20:30:00Z'));
    expect(await statusOf(article.id)).toBe(2);
    // 21:30 UTC is still the 9th in UTC but already 00:30 on the 10th in Moscow.
    await runUnpublishExpired(t.deps, new Date('2015-04-09T21:30:00Z'));
    expect(await statusOf(article.id)).toBe(1);
  });

  it('works through many listings in batches', async () => {
    const { user } = await createUser(t.deps.db, { type: 'cargo' });
    const rows = await Promise.all(
      Array.from({ length: 5 }, () => createArticle(t.deps.db, user.id, { loadingDate: '2014-12-01' })),
    );
    expect(await runUnpublishExpired(t.deps, new Date('2014-12-05T12:00:00Z'), 2)).toBe(5);
    for (const row of rows) expect(await statusOf(row.id)).toBe(1);
    const notes = await t.deps.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(notes).toHaveLength(5);
  });
});
