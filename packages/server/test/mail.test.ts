import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import type { Db } from '../src/db/connect';
import { mailOutbox } from '../src/db/schema';
import { createMailer } from '../src/mail/mailer';
import { escapeHtml } from '../src/mail/escape-html';
import { resetPasswordMail } from '../src/mail/templates/reset-password';
import { callbackRequestMail } from '../src/mail/templates/callback-request';
import { uniqueEmail } from './helpers/factories';
import { startSmtpServer, type TestSmtpServer } from './helpers/smtp';
import { testConfig, testDatabase } from './helpers/test-app';

let db: Db;
let smtp: TestSmtpServer;

beforeAll(async () => {
  db = (await testDatabase()).db;
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());

function capturingLogger(level = 'info') {
  const lines: Record<string, unknown>[] = [];
  const log = pino(
    { level },
    { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  return { log, lines };
}

async function outboxRow(to: string) {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
  return row;
}

/** A port nobody listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('mail templates escape user text', () => {
  it('escapeHtml covers the five HTML characters', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('reset-password: the name is escaped in HTML and the link is kept', () => {
    const mail = resetPasswordMail({
      to: 'a@b.ru',
      name: '<script>alert("x")</script>',
      link: 'https://fura.example/reset/abc_DEF-123',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(mail.html).toContain('href="https://fura.example/reset/abc_DEF-123"');
    expect(mail.text).toContain('https://fura.example/reset/abc_DEF-123');
    expect(mail.text).toContain('1 час');
    expect(mail.subject).toMatch(/Восстановление пароля/);
  });

  it('callback-request: name and phone are escaped; user text stays out of the subject', () => {
    const mail = callbackRequestMail({
      phone: '<b>7900</b>',
      name: '<script>x</script>\r\nBcc: evil@x.ru',
      to: 'info@fura.local',
    });
    expect(mail.to).toBe('info@fura.local');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>7900');
    expect(mail.html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(mail.subject).toBe('Заказ обратного звонка');
    expect(mail.text).toContain('<script>x</script>');
  });
});

describe('createMailer', () => {
  it('without SMTP: records the mail in the outbox and logs to/subject but not the body', async () => {
    const { log, lines } = capturingLogger();
    const mailer = createMailer({ config: testConfig({ smtpUrl: null }), db, log });
    const to = uniqueEmail('outbox');
    await mailer.send({
      to,
      subject: 'Тема',
      text: 'секретная ссылка /reset/TOKEN123',
      html: '<p>TOKEN123</p>',
    });
    const row = await outboxRow(to);
    expect(row).toMatchObject({
      to,
      subject: 'Тема',
      text: 'секретная ссылка /reset/TOKEN123',
      sentAt: null,
      error: null,
      status: 'recorded',
      headers: null,
    });
    const line = lines.find((item) => item.msg === 'письмо записано в outbox');
    expect(line).toMatchObject({ to, subject: 'Тема' });
    expect(JSON.stringify(lines)).not.toContain('TOKEN123');
  });

  it('without SMTP in development: the text is logged at debug level only', async () => {
    const send = async (level: string) => {
      const { log, lines } = capturingLogger(level);
      const mailer = createMailer({ config: testConfig({ smtpUrl: null, env: 'development' }), db, log });
      const to = uniqueEmail('dev');
      await mailer.send({ to, subject: 'Тема', text: 'ссылка /reset/DEVTOKEN', html: '<p>x</p>' });
      return { to, lines };
    };
    const atInfo = await send('info');
    expect(atInfo.lines).toEqual([expect.objectContaining({ level: 30, to: atInfo.to, subject: 'Тема' })]);
    expect(JSON.stringify(atInfo.lines)).not.toContain('DEVTOKEN');
    const atDebug = await send('debug');
    const withText = atDebug.lines.filter((line) => JSON.stringify(line).includes('DEVTOKEN'));
    expect(withText).toEqual([expect.objectContaining({ level: 20, text: 'ссылка /reset/DEVTOKEN' })]);
  });

  it('with SMTP: delivers the mail with its headers and marks the row sent', async () => {
    const { log } = capturingLogger();
    const mailer = createMailer({ config: testConfig({ smtpUrl: smtp.url }), db, log });
    const to = uniqueEmail('smtp');
    const headers = { 'List-Unsubscribe': '<https://fura.example/api/notification/unsubscribe/T>' };
    await mailer.send({
      to,
      subject: 'Проверка связи',
      text: 'Привет, мир',
      html: '<p>Привет, мир</p>',
      headers,
    });
    const received = await smtp.waitForMail((mail) => mail.to.includes(to));
    expect(received.text.trim()).toBe('Привет, мир');
    expect(received.html).toContain('<p>Привет, мир</p>');
    expect(received.raw).toMatch(/From: .*no-reply@fura\.local/);
    expect(received.raw).toContain('List-Unsubscribe: <https://fura.example/api/notification/unsubscribe/T>');
    const row = await outboxRow(to);
    expect(row).toMatchObject({ status: 'sent', error: null, headers, attempts: 1 });
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.claimedAt).toBeInstanceOf(Date);
  });

  it('with SMTP down: the row keeps the error, send() does not throw', async () => {
    const { log, lines } = capturingLogger();
    const port = await closedPort();
    const mailer = createMailer({
      config: testConfig({ smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true` }),
      db,
      log,
    });
    const to = uniqueEmail('down');
    await expect(mailer.send({ to, subject: 'Тема', text: 'x', html: 'x' })).resolves.toBeUndefined();
    const row = await outboxRow(to);
    expect(row).toMatchObject({ status: 'failed', sentAt: null });
    expect(row?.error).toMatch(/ECONNREFUSED|connect/i);
    expect(lines.some((item) => item.msg === 'письмо не отправлено')).toBe(true);
  });
});
