import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskUrl } from '../src/http/log-safety';
import { createUser, uniqueEmail, uniquePhone, type CreatedUser } from './helpers/factories';
import { captureLog, type LogEntry } from './helpers/log-capture';
import { startTestApp } from './helpers/test-app';

const ERROR = 50;
const relaxed = { max: 10_000, windowMs: 60_000 };
let t: Awaited<ReturnType<typeof startTestApp>>;
let existing: CreatedUser;
const log = captureLog();

beforeAll(async () => {
  // A database of the file's own: the constraint below refuses every new or changed user row.
  t = await startTestApp({
    ownDatabase: true,
    config: {
      logLevel: 'info',
      rateLimits: { login: relaxed, register: relaxed, forgot: relaxed, callback: relaxed },
    },
    logStream: log.stream,
  });
  existing = await createUser(t.deps.db);
  await t.deps.db.execute(
    sql.raw('alter table users add constraint log_test_refuse check (false) not valid'),
  );
});
afterAll(() => t.close());

const failedQueries = () =>
  log.entries().filter((entry): entry is LogEntry & { err: Record<string, unknown> } => {
    const err = entry.err as Record<string, unknown> | undefined;
    return entry.level === ERROR && typeof err?.query === 'string';
  });

describe('a failed query in the log', () => {
  it('keeps the SQL and the SQLSTATE, never the parameters (password hash, e-mail, phone)', async () => {
    const email = uniqueEmail('leak');
    const phone = uniquePhone();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        type: 'cargo',
        email,
        phone,
        password: 'parol2024',
        name: { first: 'Анна', last: 'Иванова' },
      },
    });
    expect(response.statusCode).toBe(500);

    const [failure] = failedQueries();
    expect(failure?.err.query).toMatch(/^insert into "users"/);
    expect(failure?.err.code).toBe('23514');
    const text = log.text();
    expect(text).not.toContain(email);
    expect(text).not.toContain(phone);
    expect(text).not.toContain('$argon2');
    // PostgreSQL's own detail ("Failing row contains (…)") quotes the whole row.
    expect(text).not.toContain('Failing row');
  });

  it('leaves out a known password hash of an existing user when an update of the row fails', async () => {
    const { user, token } = existing;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/password-change',
      headers: { authorization: `Bearer ${token}` },
      payload: { passObj: { oldPassword: 'secret123', password: 'novyiParol1' } },
    });
    expect(response.statusCode).toBe(500);
    const text = log.text();
    expect(text).not.toContain(user.passwordHash);
    expect(text).not.toContain(user.email);
    expect(text).not.toContain(user.phone);
    expect(text).not.toContain('$argon2');
    expect(text).not.toContain(token);
  });
});

describe('redaction of log fields and URLs', () => {
  it('replaces secrets and personal data in logged objects', () => {
    const secrets = {
      password: 'parol-v-logah',
      email: 'tajna@example.ru',
      user: { phone: '79990001122', passwordHash: '$argon2id$v=19$zzz', passport: 'passport.jpg' },
      headers: { authorization: 'Bearer sekretnyi-token', cookie: 'apiToken=sekretnyi-cookie' },
      token: 'sekretnyi-token-2',
    };
    t.app.log.info(secrets, 'redaction probe');
    const [entry] = log.matching('redaction probe');
    const text = JSON.stringify(entry);
    for (const secret of ['parol-v-logah', 'tajna@', '79990001122', '$argon2', 'passport.jpg', 'sekretnyi']) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('[Redacted]');
  });

  it('masks the tokens of unsubscribe and reset links in request logs', async () => {
    const token = 'a'.repeat(43);
    await t.app.inject({ method: 'GET', url: `/api/notification/unsubscribe/${token}` });
    await t.app.inject({ method: 'GET', url: `/reset-password?token=${token}&x=1` });
    expect(log.text()).not.toContain(token);
    expect(maskUrl(`/reset-password?x=1&token=${token}`)).toBe('/reset-password?x=1&token=[Redacted]');
    expect(maskUrl(`/api/notification/unsubscribe/${token}`)).toBe(
      '/api/notification/unsubscribe/[Redacted]',
    );
    expect(maskUrl('/api/article/search?page=2')).toBe('/api/article/search?page=2');
  });
});
