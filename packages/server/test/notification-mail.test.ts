import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { defaultNotificationSettings } from '@fura/domain/notification-settings';
import type { NotificationCode } from '@fura/domain/notifications';
import { mailOutbox, notifications } from '../src/db/schema';
import { inTransaction } from '../src/db/transaction';
import { createMailDelivery, deliverMailAfterCommit, deliverPendingMail } from '../src/mail/outbox-sender';
import { createNotification } from '../src/modules/notification/create';
import type { NotificationInfo } from '../src/modules/notification/present';
import type { EventBus } from '../src/events/event-bus';
import { bearer, createUser } from './helpers/factories';
import { startSmtpServer, type TestSmtpServer } from './helpers/smtp';
import { startTestApp } from './helpers/test-app';

const PUBLIC_URL = 'https://fura.example';
let ctx: Awaited<ReturnType<typeof startTestApp>>;
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
  // Its own database: apps of other test files would otherwise claim this file's queued mail (PostgreSQL run).
  ctx = await startTestApp({ config: { smtpUrl: smtp.url, publicUrl: PUBLIC_URL }, ownDatabase: true });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

/** Notifies on the socket bus itself (not the app's, which starts delivery after commit): the test delivers. */
function notify(userId: string, code: NotificationCode, info: NotificationInfo = {}, bus?: EventBus) {
  return inTransaction(ctx.deps.db, bus ?? ctx.realtime.bus, (tx, events) =>
    createNotification(tx, events, { userId, code, info }),
  );
}

function outbox(to: string) {
  return ctx.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
}

function mailsTo(to: string) {
  return smtp.messages.filter((mail) => mail.to.includes(to));
}

async function saveSettings(
  token: string,
  group: 'requests' | 'deals',
  channel: { site: boolean; email: boolean },
) {
  const settings = { ...defaultNotificationSettings(), [group]: channel };
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/notification/save-settings',
    headers: bearer(token),
    payload: { settings },
  });
  expect(response.statusCode).toBe(200);
}

describe('notification e-mails', () => {
  it('are queued with site paths and headers, then arrive by SMTP with escaped text and absolute links', async () => {
    const alice = await createUser(ctx.deps.db, { firstName: '<b>Алиса</b>' });
    const articleId = randomUUID();
    const userFio = '<script>alert(1)</script>\nПривет';
    await notify(alice.user.id, 'newRequest', { articleType: 'order', articleId, userFio });
    const [queued] = await outbox(alice.user.email);
    expect(queued).toMatchObject({ status: 'queued', attempts: 0, claimedAt: null, sentAt: null });
    expect(queued?.text).toContain(`Открыть: /order/${articleId}`);
    expect(queued?.headers?.['List-Unsubscribe']).toMatch(/^<\/api\/notification\/unsubscribe\/\S+>$/);
    expect(mailsTo(alice.user.email)).toEqual([]);

    expect(await deliverPendingMail(ctx.deps)).toBeGreaterThanOrEqual(1);
    const mail = await smtp.waitForMail((item) => item.to.includes(alice.user.email));

    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>Алиса');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('Здравствуйте, &lt;b&gt;Алиса&lt;/b&gt;!');
    expect(mail.html).toContain(`href="${PUBLIC_URL}/order/${articleId}"`);
    // User text stays on the notification's one line.
    expect(mail.text).toContain('\nНовая заявка на ваш заказ — <script>alert(1)</script> Привет\n');
    expect(mail.text).toContain(`\nОткрыть: ${PUBLIC_URL}/order/${articleId}\n`);

    const unsubscribe = /Отписаться от этих писем: (\S+)/.exec(mail.text)?.[1];
    expect(unsubscribe).toMatch(
      new RegExp(`^${PUBLIC_URL}/api/notification/unsubscribe/[A-Za-z0-9_-]{40,}\\?group=requests$`),
    );
    expect(mail.html).toContain(`href="${unsubscribe}"`);
    const headers = mail.raw.slice(0, mail.raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
    expect(headers).toContain(`List-Unsubscribe: <${unsubscribe}>`);
    expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    const [row] = await outbox(alice.user.email);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, error: null });
    expect(row?.subject).toBe(`Фура: Новая заявка на ваш заказ — ${userFio.replace('\n', ' ')}`);
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.text).toContain(`${PUBLIC_URL}/order/${articleId}`);
    expect(row?.headers).toEqual({
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('e-mail off for the group: no mail (the site notification still comes); other groups still mail', async () => {
    const alice = await createUser(ctx.deps.db);
    await saveSettings(alice.token, 'requests', { site: true, email: false });
    await notify(alice.user.id, 'newRequest', { articleType: 'order', articleId: randomUUID() });
    await deliverPendingMail(ctx.deps);
    expect(await outbox(alice.user.email)).toEqual([]);
    const stored = await ctx.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, alice.user.id));
    expect(stored.map((row) => row.code)).toEqual(['newRequest']);

    await notify(alice.user.id, 'executorSet', { articleType: 'order', articleId: randomUUID() });
    await deliverPendingMail(ctx.deps);
    const mail = await smtp.waitForMail((item) => item.to.includes(alice.user.email));
    expect(mail.text).toContain('Вас выбрали исполнителем заказа');
    expect(mailsTo(alice.user.email)).toHaveLength(1);
  });

  it('site off, e-mail on: a mail but no stored notification', async () => {
    const alice = await createUser(ctx.deps.db);
    await saveSettings(alice.token, 'deals', { site: false, email: true });
    await notify(alice.user.id, 'executorRemoved', { articleType: 'offer', articleId: randomUUID() });
    await deliverPendingMail(ctx.deps);
    const mail = await smtp.waitForMail((item) => item.to.includes(alice.user.email));
    expect(mail.text).toContain('Вас сняли с исполнения предложения');
    const stored = await ctx.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, alice.user.id));
    expect(stored).toEqual([]);
  });

  it('a rolled-back transaction never mails', async () => {
    const alice = await createUser(ctx.deps.db);
    const failing = inTransaction(ctx.deps.db, ctx.deps.bus, async (tx, events) => {
      await createNotification(tx, events, { userId: alice.user.id, code: 'systemNotice' });
      throw new Error('rolled back');
    });
    await expect(failing).rejects.toThrow('rolled back');
    await deliverPendingMail(ctx.deps);
    expect(await outbox(alice.user.email)).toEqual([]);
    expect(mailsTo(alice.user.email)).toEqual([]);
  });

  it('the app sends mail by itself right after the commit that queued it (deliverMailAfterCommit)', async () => {
    const alice = await createUser(ctx.deps.db);
    await notify(alice.user.id, 'systemNotice', { commentNotify: 'Плановые работы ночью' }, ctx.deps.bus);
    const mail = await smtp.waitForMail((item) => item.to.includes(alice.user.email));
    expect(mail.text).toContain('Плановые работы ночью');

    const bob = await createUser(ctx.deps.db);
    const delivery = createMailDelivery(ctx.deps);
    await notify(bob.user.id, 'unban', {}, deliverMailAfterCommit(ctx.realtime.bus, delivery));
    await delivery.idle();
    // The app's own delivery (still busy after Alice's mail) may be the one that claimed Bob's: either way it is sent.
    await smtp.waitForMail((item) => item.to.includes(bob.user.email));
    await expect.poll(async () => (await outbox(bob.user.email))[0]?.status).toBe('sent');
    await delivery.run(); // nothing left: ends at once
  });

  it('two senders at once send each mail once', async () => {
    const users = await Promise.all([1, 2, 3, 4, 5].map(() => createUser(ctx.deps.db)));
    for (const { user } of users) await notify(user.id, 'unban');
    await Promise.all([deliverPendingMail(ctx.deps, 2), deliverPendingMail(ctx.deps, 2)]);
    for (const { user } of users) {
      await smtp.waitForMail((item) => item.to.includes(user.email));
      expect(mailsTo(user.email)).toHaveLength(1);
      expect((await outbox(user.email))[0]).toMatchObject({ status: 'sent', attempts: 1 });
    }
  });

  it('without SMTP the mail is recorded in the outbox with absolute links', async () => {
    const alice = await createUser(ctx.deps.db);
    await notify(alice.user.id, 'unban');
    await deliverPendingMail({ ...ctx.deps, config: { ...ctx.deps.config, smtpUrl: null } });
    const [row] = await outbox(alice.user.email);
    expect(row).toMatchObject({ status: 'recorded', error: null, sentAt: null });
    expect(row?.text).toContain(`${PUBLIC_URL}/notifications`);
    expect(row?.headers?.['List-Unsubscribe']).toMatch(/^<https:\/\/fura\.example\/api\//);
    expect(mailsTo(alice.user.email)).toEqual([]);
  });
});
