import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { buildApp, type BuiltApp } from '../src/app';
import { mailOutbox } from '../src/db/schema';
import { deliverPendingMail } from '../src/mail/outbox-sender';
import { scratchDatabase } from './helpers/empty-database';
import { MemoryFileStorage } from './helpers/memory-file-storage';
import { createUser } from './helpers/factories';
import { testConfig, testDatabase } from './helpers/test-app';

/**
 * `npm start` without SMTP (development): what the log shows of a password-reset mail. The token is a key to the
 * account: at info level only the address and subject appear; the body only at debug.
 */

interface CapturedApp {
  built: BuiltApp;
  lines: Record<string, unknown>[];
}

async function appLoggingAt(level: string): Promise<CapturedApp> {
  const lines: Record<string, unknown>[] = [];
  const built = await buildApp({
    config: testConfig({ env: 'development', logLevel: level, smtpUrl: null }),
    database: await testDatabase(),
    storage: new MemoryFileStorage(),
    logStream: { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) },
  });
  await built.app.ready();
  return { built, lines };
}

let info: CapturedApp;
let debug: CapturedApp;

beforeAll(async () => {
  info = await appLoggingAt('info');
  debug = await appLoggingAt('debug');
});
afterAll(async () => {
  await info.built.app.close();
  await debug.built.app.close();
});

/** Asks for a reset link and answers the token the outbox recorded (the mail is written after the answer). */
async function requestReset({ built }: CapturedApp): Promise<{ email: string; token: string }> {
  const { user } = await createUser(built.deps.db);
  const res = await built.app.inject({
    method: 'POST',
    url: '/api/auth/forgot',
    payload: { email: user.email },
  });
  expect(res.statusCode).toBe(200);
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const [row] = await built.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    const token = row?.text.match(/\/reset\/([\w-]+)/)?.[1];
    if (token) return { email: user.email, token };
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the reset mail was not recorded');
}

/** Waits for the log line about the recorded mail to `email`. */
async function summaryLine({ lines }: CapturedApp, email: string): Promise<Record<string, unknown>> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const line = lines.find((entry) => entry.to === email);
    if (line) return line;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('no log line about the mail');
}

describe('the development mail log', () => {
  it('at info level: one line with the address and subject, never the reset token', async () => {
    const { email, token } = await requestReset(info);
    const line = await summaryLine(info, email);
    expect(line).toMatchObject({ level: 30, to: email, subject: expect.any(String) as unknown });
    expect(line).not.toHaveProperty('text');
    expect(JSON.stringify(info.lines)).not.toContain(token);
  });

  it('at debug level: the body, with the link, in a debug line only', async () => {
    const { email, token } = await requestReset(debug);
    await summaryLine(debug, email);
    const withToken = debug.lines.filter((line) => JSON.stringify(line).includes(token));
    expect(withToken.length).toBeGreaterThan(0);
    expect(withToken.every((line) => line.level === 20)).toBe(true);
  });

  it('mail queued in a transaction (notifications, the demo content): the unsubscribe link stays out at info', async () => {
    // Its own database: the sender claims every queued mail of the database it works on.
    const scratch = await scratchDatabase();
    try {
      const lines: Record<string, unknown>[] = [];
      const log = pino(
        { level: 'info' },
        { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) },
      );
      const text = 'Отписаться: /api/notification/unsubscribe/UNSUBSCRIBE-TOKEN-1';
      await scratch.database.db
        .insert(mailOutbox)
        .values({ to: 'demo@fura.local', subject: 'Новая заявка', text, html: '<p>x</p>', status: 'queued' });
      const config = testConfig({ env: 'development', smtpUrl: null });
      expect(await deliverPendingMail({ db: scratch.database.db, config, log })).toBe(1);
      expect(lines).toContainEqual(
        expect.objectContaining({ level: 30, to: 'demo@fura.local', subject: 'Новая заявка' }),
      );
      expect(JSON.stringify(lines)).not.toContain('UNSUBSCRIBE-TOKEN-1');
    } finally {
      await scratch.drop();
    }
  });
});
