import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CALLBACK_MESSAGES } from '@fura/domain/callback';
import { callbackRequests } from '../src/db/schema';
import type { Mailer, MailMessage } from '../src/mail/mailer';
import { DEFAULT_SITE_SETTINGS } from '../src/modules/page/default-settings';
import { uniquePhone } from './helpers/factories';
import { startTestApp, testConfig } from './helpers/test-app';

/** Our Mailer interface, in memory: records what the app sends. */
class RecordingMailer implements Mailer {
  readonly messages: MailMessage[] = [];
  send(message: MailMessage): Promise<void> {
    this.messages.push(message);
    return Promise.resolve();
  }
}

const mailer = new RecordingMailer();
let ctx: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  // A generous limit here; the 429 test starts its own app with a small one.
  const rateLimits = { ...testConfig().rateLimits, callback: { max: 1000, windowMs: 60_000 } };
  ctx = await startTestApp({ mailer, config: { rateLimits } });
});
afterAll(async () => {
  await ctx.close();
});

function sendMailCall(app: typeof ctx.app, payload: unknown) {
  return app.inject({ method: 'POST', url: '/api/page/sendMailCall', payload: payload as object });
}

describe('POST /api/page/sendMailCall validation', () => {
  it.each([
    ['10 characters', '7999123456'],
    ['12 characters', '799912345678'],
    ['empty', ''],
    ['not a string', 79991234567],
  ])('rejects a phone of %s with «Введите номер телефона»', async (_case, phone) => {
    const response = await sendMailCall(ctx.app, { phone, name: 'Иван' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: true,
      errors: [{ msg: CALLBACK_MESSAGES.phone, param: 'phone' }],
    });
  });

  it.each([
    ['empty', ''],
    ['blank', '   \t '],
    ['missing', undefined],
  ])('rejects a name that is %s with «Введите имя»', async (_case, name) => {
    const response = await sendMailCall(ctx.app, { phone: uniquePhone(), name });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: true, errors: [{ msg: 'Введите имя', param: 'name' }] });
  });

  it('reports both errors at once, and stores and mails nothing', async () => {
    const before = mailer.messages.length;
    const response = await sendMailCall(ctx.app, { phone: '123', name: ' ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { msg: 'Введите номер телефона', param: 'phone' },
      { msg: 'Введите имя', param: 'name' },
    ]);
    expect(mailer.messages.length).toBe(before);
  });
});

describe('POST /api/page/sendMailCall success', () => {
  it('stores the request with the trimmed name and mails the site address', async () => {
    const phone = uniquePhone();
    const response = await sendMailCall(ctx.app, { phone, name: '  Анна Смирнова  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ error: false });

    const rows = await ctx.deps.db.select().from(callbackRequests).where(eq(callbackRequests.phone, phone));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ phone, name: 'Анна Смирнова', ip: '127.0.0.1' });

    const mail = mailer.messages.find((message) => message.text.includes(phone));
    expect(mail?.to).toBe(DEFAULT_SITE_SETTINGS.email);
    expect(mail?.text).toContain('Анна Смирнова');
  });

  it('escapes a name with markup in the mail', async () => {
    const phone = uniquePhone();
    const name = '<script>alert(1)</script>';
    const response = await sendMailCall(ctx.app, { phone, name });
    expect(response.statusCode).toBe(200);
    const mail = mailer.messages.find((message) => message.text.includes(phone));
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail?.subject).not.toContain('<script>');
  });
});

describe('POST /api/page/sendMailCall rate limit', () => {
  it('answers 429 with the Russian envelope after the limit', async () => {
    const rateLimits = { ...testConfig().rateLimits, callback: { max: 2, windowMs: 60_000 } };
    const limited = await startTestApp({ mailer: new RecordingMailer(), config: { rateLimits } });
    try {
      for (let i = 0; i < 2; i += 1) {
        const ok = await sendMailCall(limited.app, { phone: uniquePhone(), name: 'Пётр' });
        expect(ok.statusCode).toBe(200);
      }
      const phone = uniquePhone();
      const blocked = await sendMailCall(limited.app, { phone, name: 'Пётр' });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({
        error: true,
        errors: [{ msg: 'Слишком много попыток. Повторите позже' }],
      });
      const rows = await limited.deps.db
        .select()
        .from(callbackRequests)
        .where(eq(callbackRequests.phone, phone));
      expect(rows).toEqual([]);
    } finally {
      await limited.close();
    }
  });
});
