import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  defaultNotificationSettings,
  ZNotificationSettingsResponse,
} from '@fura/domain/notification-settings';
import type { NotificationCode } from '@fura/domain/notifications';
import { emailUnsubscribeTokens, mailOutbox } from '../src/db/schema';
import { inTransaction } from '../src/db/transaction';
import { deliverPendingMail } from '../src/mail/outbox-sender';
import { createNotification } from '../src/modules/notification/create';
import { bearer, createUser, type CreatedUser } from './helpers/factories';
import { startTestApp } from './helpers/test-app';

// No SMTP here: mails are recorded in the outbox, where the tests read their links.
let ctx: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  // Its own database: apps of other test files would otherwise claim this file's queued mail (PostgreSQL run).
  ctx = await startTestApp({ config: { publicUrl: 'https://fura.example' }, ownDatabase: true });
});
afterAll(() => ctx.close());

/** On the socket bus itself (not the app's, which starts delivery after commit): the test delivers. */
function notify(user: CreatedUser, code: NotificationCode) {
  return inTransaction(ctx.deps.db, ctx.realtime.bus, (tx, events) =>
    createNotification(tx, events, { userId: user.user.id, code }),
  );
}

async function mailCount(to: string): Promise<number> {
  await deliverPendingMail(ctx.deps);
  return (await ctx.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).length;
}

/** Notifies the user and answers the path of the unsubscribe link in the mail it got. */
async function mailedLink(user: CreatedUser, code: NotificationCode = 'newRequest'): Promise<string> {
  await notify(user, code);
  await deliverPendingMail(ctx.deps);
  const rows = await ctx.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.user.email));
  const newest = rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  const url = /Отписаться от этих писем: https:\/\/fura\.example(\S+)/.exec(newest?.text ?? '')?.[1];
  if (!url) throw new Error('no unsubscribe link in the mail');
  return url;
}

async function settingsOf(user: CreatedUser) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/notification/settings',
    headers: bearer(user.token),
  });
  return ZNotificationSettingsResponse.parse(response.json()).settings;
}

const pageHeaders = (response: { headers: Record<string, unknown> }) => ({
  type: response.headers['content-type'],
  csp: response.headers['content-security-policy'],
});

describe('GET /api/notification/unsubscribe/:token', () => {
  it('shows a form posting to the same link, without login, and changes nothing', async () => {
    const alice = await createUser(ctx.deps.db);
    const link = await mailedLink(alice);
    expect(link).toMatch(/\?group=requests$/);

    const response = await ctx.app.inject({ method: 'GET', url: link });
    expect(response.statusCode).toBe(200);
    expect(pageHeaders(response)).toEqual({
      type: 'text/html; charset=utf-8',
      csp: "default-src 'none'; style-src 'unsafe-inline'",
    });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain(`<form method="post" action="${link}">`);
    expect(response.body).toContain('Отписаться</button>');
    expect(response.body).toContain('Заявки на мои объявления и предложенные заказы');
    expect(response.body).not.toMatch(/<script/i);
    expect(await settingsOf(alice)).toEqual(defaultNotificationSettings());
  });

  it('answers a 404 page to an unknown or malformed token and a 400 page to an unknown group', async () => {
    for (const url of [
      '/api/notification/unsubscribe/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      '/api/notification/unsubscribe/short',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(pageHeaders(response).type).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('Ссылка недействительна');
    }
    const alice = await createUser(ctx.deps.db);
    const link = await mailedLink(alice);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: link.replace('group=requests', 'group=<script>'),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).not.toContain('<script>');
  });
});

describe('POST /api/notification/unsubscribe/:token', () => {
  it('turns e-mail off for the link’s group only; the site notifications and other groups stay', async () => {
    const alice = await createUser(ctx.deps.db);
    const link = await mailedLink(alice, 'offeredOrder');
    const response = await ctx.app.inject({
      method: 'POST',
      url: link,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(response.statusCode).toBe(200);
    expect(pageHeaders(response).csp).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(response.body).toContain('Вы отписались');
    expect(await settingsOf(alice)).toEqual({
      ...defaultNotificationSettings(),
      requests: { site: true, email: false, push: true },
    });

    const before = await mailCount(alice.user.email);
    await mailedLink(alice, 'executorSet');
    expect(await mailCount(alice.user.email)).toBe(before + 1); // deals still mail
    await notify(alice, 'newRequest');
    expect(await mailCount(alice.user.email)).toBe(before + 1); // requests no longer do
  });

  it('accepts a mail client’s one-click POST (RFC 8058)', async () => {
    const alice = await createUser(ctx.deps.db);
    const link = await mailedLink(alice, 'reviewSet');
    const response = await ctx.app.inject({
      method: 'POST',
      url: link,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect((await settingsOf(alice)).reviews).toEqual({ site: true, email: false, push: true });
  });

  it('without a group turns off every e-mail', async () => {
    const alice = await createUser(ctx.deps.db);
    const link = (await mailedLink(alice)).replace(/\?group=.*$/, '');
    const response = await ctx.app.inject({ method: 'POST', url: link });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('все письма с уведомлениями');
    const settings = await settingsOf(alice);
    for (const channel of Object.values(settings)) expect(channel).toMatchObject({ email: false });
    expect(settings.deals.site).toBe(true);
    const before = await mailCount(alice.user.email);
    await notify(alice, 'commentBan');
    expect(await mailCount(alice.user.email)).toBe(before);
  });

  it('every mail has its own link and all of them work: an older mail’s link after a newer one', async () => {
    const alice = await createUser(ctx.deps.db);
    const older = await mailedLink(alice, 'newRequest');
    const newer = await mailedLink(alice, 'executorSet');
    expect(newer.replace(/\?.*$/, '')).not.toBe(older.replace(/\?.*$/, ''));
    const tokens = await ctx.deps.db
      .select()
      .from(emailUnsubscribeTokens)
      .where(eq(emailUnsubscribeTokens.userId, alice.user.id));
    expect(tokens).toHaveLength(2);
    expect(tokens.map((row) => row.tokenHash).join()).not.toContain(older.split('/').pop()?.split('?')[0]);

    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    expect((await ctx.app.inject({ method: 'GET', url: older })).statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'POST', url: older, headers: form, payload: '' })).statusCode,
    ).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'POST', url: newer, headers: form, payload: '' })).statusCode,
    ).toBe(200);
    expect(await settingsOf(alice)).toEqual({
      ...defaultNotificationSettings(),
      requests: { site: true, email: false, push: true },
      deals: { site: true, email: false, push: true },
    });
    // Using a link does not spend it.
    expect((await ctx.app.inject({ method: 'GET', url: older })).statusCode).toBe(200);
  });

  it('unknown token with a group: 404 page', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/notification/unsubscribe/BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB?group=deals',
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Ссылка недействительна');
  });

  it('the form encoding stays limited to these pages: JSON calls still refuse it', async () => {
    const alice = await createUser(ctx.deps.db);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/notification/read-all',
      headers: { ...bearer(alice.token), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'socketId=x',
    });
    expect(response.statusCode).toBe(415);
  });
});
