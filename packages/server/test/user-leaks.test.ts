import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { LightMyRequestResponse } from 'fastify';
import { notifications } from '../src/db/schema';
import { bearer, createUser, TEST_PASSWORD, type CreatedUser } from './helpers/factories';
import { multipart } from './helpers/multipart';
import { startTestApp } from './helpers/test-app';

let t: Awaited<ReturnType<typeof startTestApp>>;
let alice: CreatedUser;
let bob: CreatedUser;

beforeAll(async () => {
  t = await startTestApp();
  alice = await createUser(t.deps.db, { type: 'cargo', passportPhoto: 'passports/alice-secret.jpg' });
  bob = await createUser(t.deps.db, {
    type: 'carrier',
    passportPhoto: 'passports/bob-secret.jpg',
    isPassportUploaded: true,
    tariff: 'demo',
  });
  await t.deps.db.insert(notifications).values({
    userId: alice.user.id,
    type: 'order',
    code: 'newRequest',
    info: { author: bob.user.id, authorFIO: 'Боб', secretField: bob.user.email },
  });
});
afterAll(() => t.close());

/** Every answer Alice can get from the API about herself and about Bob. */
async function collectAnswers(): Promise<{ label: string; text: string }[]> {
  const asAlice = bearer(alice.token);
  const avatar = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#123456' } })
    .png()
    .toBuffer();
  const form = multipart([
    { name: 'userChange', value: JSON.stringify({ name: { first: 'Алиса', last: 'Иванова' } }) },
    { name: 'avatar', filename: 'a.png', contentType: 'image/png', data: avatar },
  ]);
  const calls: { label: string; run: () => Promise<LightMyRequestResponse> }[] = [
    { label: 'me', run: () => t.app.inject({ method: 'GET', url: '/api/user', headers: asAlice }) },
    {
      label: 'get bob',
      run: () => t.app.inject({ method: 'POST', url: '/api/user/get', payload: { userId: bob.user.id } }),
    },
    {
      label: 'get bob as alice',
      run: () =>
        t.app.inject({
          method: 'POST',
          url: '/api/user/get',
          headers: asAlice,
          payload: { userId: bob.user.id },
        }),
    },
    {
      label: 'get alice',
      run: () => t.app.inject({ method: 'POST', url: '/api/user/get', payload: { userId: alice.user.id } }),
    },
    {
      label: 'login alice',
      run: () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { login: alice.user.email, password: TEST_PASSWORD },
        }),
    },
    {
      label: 'login bob wrong password',
      run: () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { login: bob.user.email, password: 'zzzzzzzz1' },
        }),
    },
    {
      label: 'register with bob’s e-mail',
      run: () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: {
            type: 'cargo',
            email: bob.user.email,
            phone: bob.user.phone,
            password: 'parol2024',
            name: { first: 'А', last: 'Б' },
          },
        }),
    },
    {
      label: 'user-edit',
      run: () =>
        t.app.inject({
          method: 'POST',
          url: '/api/user/user-edit',
          headers: { ...asAlice, ...form.headers },
          payload: form.payload,
        }),
    },
    {
      label: 'password-change wrong',
      run: () =>
        t.app.inject({
          method: 'POST',
          url: '/api/user/password-change',
          headers: asAlice,
          payload: { passObj: { oldPassword: 'nope', password: 'novyi2024' } },
        }),
    },
    {
      label: 'settings',
      run: () => t.app.inject({ method: 'POST', url: '/api/page/getSettings', headers: asAlice }),
    },
    {
      label: 'notifications',
      run: () =>
        t.app.inject({
          method: 'POST',
          url: '/api/notification/get-all',
          headers: asAlice,
          payload: { type: 'all' },
        }),
    },
  ];
  const answers: { label: string; text: string }[] = [];
  for (const call of calls) {
    const res = await call.run();
    expect(res.statusCode, call.label).toBeLessThan(500);
    const headers = { ...res.headers };
    delete headers['set-cookie'];
    answers.push({ label: call.label, text: `${JSON.stringify(headers)}\n${res.body}` });
  }
  return answers;
}

describe('no answer leaks secrets', () => {
  it('never a password hash, another user’s token, e-mail, phone or passport key', async () => {
    const answers = await collectAnswers();
    const forbidden = [
      'password_hash',
      'passwordHash',
      '$argon2',
      'tokenHash',
      'token_hash',
      bob.token,
      bob.user.email,
      bob.user.phone,
      'passports/',
      bob.user.passwordHash,
      alice.user.passwordHash,
    ];
    for (const { label, text } of answers) {
      for (const secret of forbidden)
        expect(text.includes(secret), `${label} contains ${secret}`).toBe(false);
    }
  });

  it('the public profile carries no e-mail or phone even when one asks for one’s own', async () => {
    const answers = await collectAnswers();
    const own = answers.find((answer) => answer.label === 'get alice');
    expect(own?.text.includes(alice.user.email)).toBe(false);
    expect(own?.text.includes(alice.user.phone)).toBe(false);
    // The own session answer does carry them: the scan above is meaningful.
    const me = answers.find((answer) => answer.label === 'me');
    expect(me?.text.includes(alice.user.email)).toBe(true);
  });
});
