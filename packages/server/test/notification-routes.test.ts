import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { NotificationPayload } from '@fura/domain/events';
import { notificationText } from '@fura/domain/notification-texts';
import { NOTIFICATION_CODES, type NotificationCode } from '@fura/domain/notifications';
import { articles, mailOutbox, notifications } from '../src/db/schema';
import { inTransaction } from '../src/db/transaction';
import { createNotification } from '../src/modules/notification/create';
import { createArticle, postArticleJson } from './helpers/articles';
import { createCargo, createCarrier, insertExecutor, insertRequest } from './helpers/deals';
import { bearer, type CreatedUser } from './helpers/factories';
import { socketTestApp } from './helpers/socket-test-app';
import { connectSocket, waitFor } from './helpers/sockets';

/** Issue 10: a notification about a listing names its route («Москва → Тула») and leads to it. */

const t = socketTestApp();

const TULA = { toAddress: 'Тула, проспект Ленина, 1', toSettlement: 'Тула', toRegion: 'Тульская область' };
const ROUTE = 'Москва → Тула';

async function getAll(user: CreatedUser, type = 'all'): Promise<NotificationPayload[]> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/notification/get-all',
    headers: bearer(user.token),
    payload: { type },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ notifications: NotificationPayload[] }>().notifications;
}

async function mailTo(user: CreatedUser) {
  const rows = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.user.email));
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

describe('notifications about a listing name its route', () => {
  it('a new request: the socket payload, get-all and the e-mail say «Москва → Тула» and link the order', async () => {
    const owner = await createCargo(t.deps.db);
    const carrier = await createCarrier(t.deps.db, { firstName: 'Олег', lastName: 'Петров' });
    const order = await createArticle(t.deps.db, owner.user.id, TULA);
    const tab = await connectSocket(t.baseUrl, { token: owner.token });
    const pushed = waitFor(tab, 'sendNotification');

    const res = await postArticleJson(t.app, 'createRequest', carrier.token, {
      articleId: order.id,
      request: { request: 'Возьму' },
    });
    expect(res.statusCode).toBe(200);

    const { notification } = await pushed;
    expect(notification.info).toMatchObject({ routeFrom: 'Москва', routeTo: 'Тула' });
    const text = 'Новая заявка на ваш заказ Москва → Тула — Олег Петров';
    expect(notificationText(notification)).toBe(text);
    const [stored] = await getAll(owner);
    expect(stored).toEqual(notification);

    const mail = await mailTo(owner);
    expect(mail.subject).toBe(`Фура: ${text}`);
    expect(mail.text).toContain(`\n${text}\n`);
    expect(mail.text).toMatch(new RegExp(`Открыть: \\S*/order/${order.id}\\n`));
    expect(mail.html).toContain(ROUTE);
  });

  it('keeps the route the listing had when the notification was made', async () => {
    const owner = await createCargo(t.deps.db);
    const carrier = await createCarrier(t.deps.db);
    const order = await createArticle(t.deps.db, owner.user.id, { ...TULA, status: 2 });
    await insertRequest(t.deps.db, order.id, carrier.user.id);
    const res = await postArticleJson(t.app, 'setExecutor', owner.token, {
      articleId: order.id,
      executorId: carrier.user.id,
    });
    expect(res.statusCode).toBe(200);
    await t.deps.db
      .update(articles)
      .set({ toSettlement: 'Калуга', toAddress: 'Калуга, улица Ленина, 1' })
      .where(eq(articles.id, order.id));

    const [executorSet] = await getAll(carrier);
    expect(executorSet?.code).toBe('executorSet');
    expect(notificationText(executorSet!)).toContain(`заказа ${ROUTE}`);
    expect((await mailTo(carrier)).text).toContain(`заказа ${ROUTE}`);
  });

  it.each(NOTIFICATION_CODES)('%s about a listing stores its route', async (code: NotificationCode) => {
    const author = await createCarrier(t.deps.db);
    const offer = await createArticle(t.deps.db, author.user.id, { ...TULA, type: 'offer' });
    const notification = await inTransaction(t.deps.db, t.deps.bus, (tx, events) =>
      createNotification(tx, events, {
        userId: author.user.id,
        code,
        info: { articleType: 'offer', articleId: offer.id },
      }),
    );
    expect(notification.info).toMatchObject({ routeFrom: 'Москва', routeTo: 'Тула' });
    const [row] = await t.deps.db.select().from(notifications).where(eq(notifications.id, notification._id));
    expect(row?.info).toMatchObject({ routeFrom: 'Москва', routeTo: 'Тула' });
  });

  it('a notification without a listing, or about an unknown one, gets no route', async () => {
    const user = await createCargo(t.deps.db);
    for (const info of [{}, { articleType: 'order', articleId: '00000000-0000-4000-8000-000000000000' }]) {
      const notification = await inTransaction(t.deps.db, t.deps.bus, (tx, events) =>
        createNotification(tx, events, { userId: user.user.id, code: 'systemNotice', info }),
      );
      expect(notification.info).not.toHaveProperty('routeFrom');
      expect(notification.info).not.toHaveProperty('routeTo');
    }
  });
});

describe('«Новый отзыв» is filed with the deal', () => {
  it('under «Заказы» (order), not «Системные», and it names the deal’s route and leads to it', async () => {
    const owner = await createCargo(t.deps.db, { firstName: 'Анна', lastName: 'Сидорова' });
    const carrier = await createCarrier(t.deps.db);
    const order = await createArticle(t.deps.db, owner.user.id, { ...TULA, status: 5 });
    await insertRequest(t.deps.db, order.id, carrier.user.id);
    await insertExecutor(t.deps.db, order.id, carrier.user.id);
    const tab = await connectSocket(t.baseUrl, { token: carrier.token });
    const pushed = waitFor(tab, 'sendNotification');

    const res = await postArticleJson(t.app, 'saveReview', owner.token, {
      orderId: order.id,
      userId: carrier.user.id,
      review: { rating: 5, comment: 'Спасибо' },
    });
    expect(res.statusCode).toBe(200);

    const { notification } = await pushed;
    expect(notification).toMatchObject({ code: 'reviewSet', type: 'order' });
    expect(notificationText(notification)).toBe(`Новый отзыв о вас по заказу ${ROUTE} — Анна Сидорова`);
    expect((await getAll(carrier, 'order')).map((item) => item._id)).toEqual([notification._id]);
    expect(await getAll(carrier, 'system')).toEqual([]);
    expect((await mailTo(carrier)).text).toMatch(new RegExp(`Открыть: \\S*/order/${order.id}\\n`));
  });
});
