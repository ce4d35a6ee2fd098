import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES } from '@fura/domain/credentials';
import { mailOutbox, passwordResets } from '../src/db/schema';
import { hashToken } from '../src/http/auth';
import { bearer, createUser, uniqueEmail, TEST_PASSWORD } from './helpers/factories';
import { startSmtpServer, type TestSmtpServer } from './helpers/smtp';
import { startTestApp } from './helpers/test-app';

const relaxed = { max: 10_000, windowMs: 60_000 };
const PUBLIC_URL = 'https://fura.example';
let smtp: TestSmtpServer;
let t: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await startTestApp({
    config: {
      smtpUrl: smtp.url,
      publicUrl: PUBLIC_URL,
      rateLimits: { login: relaxed, register: relaxed, forgot: relaxed, callback: relaxed },
    },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

function post(url: string, payload: object, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url, payload, headers });
}

function resetLinkToken(text: string): string {
  const match = new RegExp(`${PUBLIC_URL.replace(/\./g, '\\.')}/reset/([A-Za-z0-9_-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no reset link in the mail:\n${text}`);
  return match[1];
}

async function waitFor<T>(probe: () => Promise<T | null | undefined>, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('forgot → mail → reset (real SMTP server)', () => {
  it('mails a reset link; the link sets a new password once; every session ends', async () => {
    const { user, token: oldSession } = await createUser(t.deps.db, { firstName: 'Светлана' });
    const forgot = await post('/api/auth/forgot', { email: user.email.toUpperCase() });
    expect(forgot.statusCode).toBe(200);
    expect(forgot.json()).toEqual({ error: false });

    const mail = await smtp.waitForMail((item) => item.to.includes(user.email));
    expect(mail.raw).toMatch(/^Subject: .+/m);
    expect(mail.text).toContain('Здравствуйте, Светлана!');
    const token = resetLinkToken(mail.text);
    expect(mail.html).toContain(`${PUBLIC_URL}/reset/${token}`);
    // Only the hash of the reset token is stored.
    const [stored] = await t.deps.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(stored?.tokenHash).toBe(hashToken(token));
    expect(stored!.expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60 * 1000);
    expect(stored!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);

    const reset = await post('/api/auth/reset', { token, password: 'svezhii2024' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ error: false });

    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(oldSession) })).statusCode,
    ).toBe(401);
    expect((await post('/api/auth/login', { login: user.email, password: TEST_PASSWORD })).statusCode).toBe(
      401,
    );
    const login = await post('/api/auth/login', { login: user.email, password: 'svezhii2024' });
    expect(login.statusCode).toBe(200);

    const again = await post('/api/auth/reset', { token, password: 'drugoi2024' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      error: true,
      errors: [{ msg: AUTH_MESSAGES.resetInvalid, param: 'token' }],
    });
    expect((await post('/api/auth/login', { login: user.email, password: 'svezhii2024' })).statusCode).toBe(
      200,
    );

    const row = await waitFor(async () => {
      const [found] = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
      return found?.sentAt ? found : null;
    });
    expect(row.error).toBeNull();
  });

  it('a reset spends the other outstanding links of the user too', async () => {
    const { user } = await createUser(t.deps.db);
    await post('/api/auth/forgot', { email: user.email });
    await post('/api/auth/forgot', { email: user.email });
    await waitFor(() =>
      Promise.resolve(smtp.messages.filter((m) => m.to.includes(user.email)).length === 2 ? true : null),
    );
    const [first, second] = smtp.messages
      .filter((m) => m.to.includes(user.email))
      .map((m) => resetLinkToken(m.text));
    expect(first).not.toBe(second);
    expect((await post('/api/auth/reset', { token: second!, password: 'svezhii2024' })).statusCode).toBe(200);
    expect((await post('/api/auth/reset', { token: first!, password: 'svezhii2025' })).statusCode).toBe(400);
  });

  it('answers 200 for an unknown e-mail and sends nothing', async () => {
    const email = uniqueEmail('ghost');
    const res = await post('/api/auth/forgot', { email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ error: false });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages.some((m) => m.to.includes(email))).toBe(false);
    expect(await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).toHaveLength(0);
  });

  it('400 for a bad e-mail in forgot', async () => {
    const res = await post('/api/auth/forgot', { email: 'nope' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ msg: AUTH_MESSAGES.email, param: 'email' });
  });

  it('an expired link is refused', async () => {
    const { user } = await createUser(t.deps.db);
    const token = 'expired-token-' + user.id;
    await t.deps.db.insert(passwordResets).values({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() - 1000),
    });
    const res = await post('/api/auth/reset', { token, password: 'svezhii2024' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ msg: AUTH_MESSAGES.resetInvalid, param: 'token' }]);
    expect((await post('/api/auth/login', { login: user.email, password: TEST_PASSWORD })).statusCode).toBe(
      200,
    );
  });

  it.each([
    [
      'an unknown token',
      { token: 'no-such-token', password: 'svezhii2024' },
      'token',
      AUTH_MESSAGES.resetInvalid,
    ],
    ['a missing token', { password: 'svezhii2024' }, 'token', AUTH_MESSAGES.resetInvalid],
    ['a weak password', { token: 'whatever', password: 'short' }, 'password', AUTH_MESSAGES.password],
  ])('400 for %s', async (_case, payload, param, msg) => {
    const res = await post('/api/auth/reset', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ msg, param });
  });
});

describe('forgot without SMTP: the outbox', () => {
  it('records the mail with the link in mail_outbox', async () => {
    const outboxApp = await startTestApp({
      config: {
        publicUrl: PUBLIC_URL,
        rateLimits: { login: relaxed, register: relaxed, forgot: relaxed, callback: relaxed },
      },
    });
    try {
      const { user } = await createUser(outboxApp.deps.db);
      const res = await outboxApp.app.inject({
        method: 'POST',
        url: '/api/auth/forgot',
        payload: { email: user.email },
      });
      expect(res.statusCode).toBe(200);
      const row = await waitFor(async () => {
        const [found] = await outboxApp.deps.db
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.to, user.email));
        return found;
      });
      expect(row.sentAt).toBeNull();
      const token = resetLinkToken(row.text);
      const reset = await outboxApp.app.inject({
        method: 'POST',
        url: '/api/auth/reset',
        payload: { token, password: 'svezhii2024' },
      });
      expect(reset.statusCode).toBe(200);
    } finally {
      await outboxApp.close();
    }
  });
});
