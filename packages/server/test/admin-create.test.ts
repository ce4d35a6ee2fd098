import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES } from '@fura/domain/credentials';
import { users } from '../src/db/schema';
import { createOrPromoteAdmin, parseAdminCreateArgs } from '../src/modules/auth/admin-create';
import { bearer, createUser, uniqueEmail } from './helpers/factories';
import { startTestApp } from './helpers/test-app';

let t: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('admin:create arguments', () => {
  it('reads --email E --password P and --email=E, skipping npm’s “--”', () => {
    expect(parseAdminCreateArgs(['--', '--email', ' Boss@Fura.Local ', '--password=bossPass1'])).toEqual({
      ok: true,
      input: { email: 'boss@fura.local', password: 'bossPass1' },
    });
  });

  it.each([
    [[], AUTH_MESSAGES.email],
    [['--email', 'not-mail', '--password', 'bossPass1'], AUTH_MESSAGES.email],
    [['--email', 'a@b.ru', '--password', 'short'], AUTH_MESSAGES.password],
    [['--email', 'a@b.ru'], AUTH_MESSAGES.password],
    [['--email'], 'Не указано значение --email'],
    [['--name', 'x'], 'Неизвестный аргумент: --name'],
  ])('refuses %j with a Russian message and the usage line', (argv, message) => {
    const parsed = parseAdminCreateArgs(argv);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.message).toContain(message);
      expect(parsed.message).toContain('npm run admin:create -- --email E --password P');
    }
  });
});

describe('createOrPromoteAdmin', () => {
  it('creates an administrator who can log in', async () => {
    const email = uniqueEmail('admin');
    const result = await createOrPromoteAdmin(t.deps.db, { email, password: 'bossPass1' });
    expect(result.created).toBe(true);
    expect(result.message).toBe(`Администратор ${email} создан`);
    const [row] = await t.deps.db.select().from(users).where(eq(users.email, email));
    expect(row?.type).toBe('admin');
    expect(row?.phone).toMatch(/^70000\d{6}$/);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: email, password: 'bossPass1' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.type).toBe('admin');
  });

  it('promotes an existing user, resets the password and ends the user’s sessions', async () => {
    const { user, token } = await createUser(t.deps.db, { type: 'carrier' });
    const result = await createOrPromoteAdmin(t.deps.db, { email: user.email, password: 'bossPass2' });
    expect(result).toMatchObject({ created: false, userId: user.id });
    expect(result.message).toContain('назначен администратором');
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.type).toBe('admin');
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).statusCode).toBe(
      401,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: user.email, password: 'bossPass2' },
    });
    expect(res.statusCode).toBe(200);
  });
});
