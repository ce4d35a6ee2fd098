import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ZForgotRequest, ZLoginRequest, ZRegisterRequest, ZResetRequest, normaliseLogin } from '../src/auth';
import { AUTH_MESSAGES } from '../src/credentials';
import { messagesOf } from './zod-issues';

const validRegistration = {
  type: 'carrier',
  email: 'Ivan@Example.RU',
  phone: '79991234567',
  password: 'secret123',
  name: { first: 'Иван', last: 'Петров' },
};

describe('ZRegisterRequest', () => {
  it('accepts a valid registration and lower-cases the e-mail', () => {
    expect(ZRegisterRequest.parse(validRegistration)).toEqual({
      ...validRegistration,
      email: 'ivan@example.ru',
    });
  });

  it.each(['cargo', 'carrier'])('accepts type %o', (type) => {
    expect(ZRegisterRequest.safeParse({ ...validRegistration, type }).success).toBe(true);
  });

  it.each(['admin', '', undefined, 1])('rejects type %o with the role message', (type) => {
    expect(messagesOf(ZRegisterRequest.safeParse({ ...validRegistration, type }))).toEqual([
      { path: 'type', message: AUTH_MESSAGES.type },
    ]);
  });

  it.each([
    ['email', 'not-an-email', AUTH_MESSAGES.email],
    ['phone', '89991234567', AUTH_MESSAGES.phone],
    ['password', 'short1', AUTH_MESSAGES.password],
  ] as const)('an invalid %s is reported under its field', (field, value, message) => {
    expect(messagesOf(ZRegisterRequest.safeParse({ ...validRegistration, [field]: value }))).toEqual([
      { path: field, message },
    ]);
  });

  it('name errors carry the nested path', () => {
    const result = ZRegisterRequest.safeParse({
      ...validRegistration,
      name: { first: '  ', last: 'Петров' },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['name', 'first']]);
    expect(messagesOf(result)).toEqual([{ path: 'name.first', message: 'Введите имя' }]);
  });

  it('an empty body reports every field', () => {
    const paths = messagesOf(ZRegisterRequest.safeParse({})).map((issue) => issue.path);
    expect(paths).toEqual(['type', 'email', 'phone', 'password', 'name']);
  });
});

describe('ZLoginRequest', () => {
  it('trims the login and keeps the password as typed', () => {
    expect(ZLoginRequest.parse({ login: ' ivan@mail.ru ', password: ' p ' })).toEqual({
      login: 'ivan@mail.ru',
      password: ' p ',
    });
  });

  it('asks for the login and the password when they are empty', () => {
    expect(messagesOf(ZLoginRequest.safeParse({ login: '  ', password: '' }))).toEqual([
      { path: 'login', message: AUTH_MESSAGES.login },
      { path: 'password', message: AUTH_MESSAGES.passwordRequired },
    ]);
  });

  it('asks for them when they are missing', () => {
    expect(messagesOf(ZLoginRequest.safeParse({}))).toEqual([
      { path: 'login', message: AUTH_MESSAGES.login },
      { path: 'password', message: AUTH_MESSAGES.passwordRequired },
    ]);
  });

  it('rejects a login longer than 254 characters', () => {
    expect(ZLoginRequest.safeParse({ login: 'a'.repeat(255), password: 'x' }).success).toBe(false);
  });
});

describe('ZForgotRequest and ZResetRequest', () => {
  it('forgot normalises the e-mail', () => {
    expect(ZForgotRequest.parse({ email: ' A@B.RU ' })).toEqual({ email: 'a@b.ru' });
  });

  it('forgot rejects a bad e-mail under the email field', () => {
    expect(messagesOf(ZForgotRequest.safeParse({ email: 'x' }))).toEqual([
      { path: 'email', message: AUTH_MESSAGES.email },
    ]);
  });

  it('reset needs a token and a valid password', () => {
    expect(ZResetRequest.safeParse({ token: 'abc', password: 'secret123' }).success).toBe(true);
    // 'secret' breaks two password checks that share one message.
    expect(messagesOf(ZResetRequest.safeParse({ token: '', password: 'secret' }))).toEqual([
      { path: 'token', message: AUTH_MESSAGES.resetInvalid },
      { path: 'password', message: AUTH_MESSAGES.password },
      { path: 'password', message: AUTH_MESSAGES.password },
    ]);
    expect(messagesOf(ZResetRequest.safeParse({ password: 'secret123' }))).toEqual([
      { path: 'token', message: AUTH_MESSAGES.resetInvalid },
    ]);
  });
});

describe('normaliseLogin', () => {
  it.each([
    ['Ivan@Example.RU', { email: 'ivan@example.ru' }],
    ['  ivan@mail.ru ', { email: 'ivan@mail.ru' }],
    ['+7 (999) 123-45-67', { phone: '79991234567' }],
    ['89991234567', { phone: '79991234567' }],
    ['8 (999) 123-45-67', { phone: '79991234567' }],
    ['9991234567', { phone: '79991234567' }],
    ['79991234567', { phone: '79991234567' }],
  ])('%o → %o', (login, expected) => {
    expect(normaliseLogin(login)).toEqual(expected);
  });

  it('leaves other digit strings as digits, so the phone schema rejects them', () => {
    expect(normaliseLogin('12345')).toEqual({ phone: '12345' });
    expect(normaliseLogin('abc')).toEqual({ phone: '' });
  });

  it('every way of writing a Russian number normalises to the same 7XXXXXXXXXX', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{10}$/), (local) => {
        const expected = { phone: `7${local}` };
        const spaced = `${local.slice(0, 3)} ${local.slice(3, 6)}-${local.slice(6, 8)}-${local.slice(8)}`;
        return [
          local,
          `7${local}`,
          `8${local}`,
          `+7${local}`,
          `+7 (${local.slice(0, 3)}) ${spaced.slice(4)}`,
        ].every((login) => JSON.stringify(normaliseLogin(login)) === JSON.stringify(expected));
      }),
    );
  });
});
