import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AUTH_MESSAGES, ZEmail, ZPassword, ZPersonName, ZPhone } from '../src/credentials';
import { messagesOf } from './zod-issues';

describe('ZEmail', () => {
  it.each([
    ['User@Example.COM', 'user@example.com'],
    ['  ivan.petrov@mail.ru  ', 'ivan.petrov@mail.ru'],
    ['a+b@sub.domain.org', 'a+b@sub.domain.org'],
  ])('normalises %o to %o', (input, output) => {
    expect(ZEmail.parse(input)).toBe(output);
  });

  it.each(['', 'abc', 'a@', '@b.ru', 'a b@c.ru', 'a@b', 'a@@b.ru', 'a@b..ru'])(
    'rejects %o with the Russian message',
    (input) => {
      const messages = messagesOf(ZEmail.safeParse(input)).map((issue) => issue.message);
      expect(messages.length).toBeGreaterThan(0);
      expect(new Set(messages)).toEqual(new Set([AUTH_MESSAGES.email]));
    },
  );

  it('rejects an address longer than 254 characters', () => {
    const long = `${'a'.repeat(64)}@${'b'.repeat(190)}.ru`;
    expect(long.length).toBeGreaterThan(254);
    expect(messagesOf(ZEmail.safeParse(long))[0]?.message).toBe(AUTH_MESSAGES.email);
  });

  it.each([undefined, null, 42])('rejects non-string %o with the Russian message', (input) => {
    expect(messagesOf(ZEmail.safeParse(input))).toEqual([{ path: '', message: AUTH_MESSAGES.email }]);
  });

  it('the message is Russian', () => {
    expect(AUTH_MESSAGES.email).toBe('Введите корректный e-mail');
  });

  it('output is always lower case and trimmed', () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.boolean(), (email, upper) => {
        const input = ` ${upper ? email.toUpperCase() : email} `;
        const result = ZEmail.safeParse(input);
        return !result.success || result.data === result.data.trim().toLowerCase();
      }),
    );
  });
});

describe('ZPhone: 11 digits starting with 7', () => {
  it('accepts 79991234567', () => {
    expect(ZPhone.parse('79991234567')).toBe('79991234567');
  });

  it.each([
    '89991234567',
    '9991234567',
    '799912345678',
    '+79991234567',
    '7999123456a',
    '7 999 123 45 67',
    'телефон7999',
    '',
  ])('rejects %o with the Russian message', (phone) => {
    expect(messagesOf(ZPhone.safeParse(phone))).toEqual([{ path: '', message: AUTH_MESSAGES.phone }]);
  });

  it('rejects a non-string with the Russian message', () => {
    expect(messagesOf(ZPhone.safeParse(79991234567))).toEqual([{ path: '', message: AUTH_MESSAGES.phone }]);
  });

  it('accepts exactly the strings /^7\\d{10}$/', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.stringMatching(/^7\d{10}$/),
          fc.stringMatching(/^\d{9,12}$/),
          fc.string({ maxLength: 14 }),
        ),
        (phone) => ZPhone.safeParse(phone).success === /^7\d{10}$/.test(phone),
      ),
      { numRuns: 500 },
    );
  });
});

describe('ZPassword: at least 8 characters with a letter and a digit', () => {
  it.each(['password1', 'Abcdefg1', '1234567a', 'пароль12', 'ПАРОЛЬ99', 'ёёёёёёё1', 'pass word 1'])(
    'accepts %o',
    (password) => {
      expect(ZPassword.parse(password)).toBe(password);
    },
  );

  it.each(['abc1234', 'abcdefgh', 'пароль-пароль', '12345678', '!!!!!!!1', '', 'a1'])(
    'rejects %o with the Russian message',
    (password) => {
      const messages = messagesOf(ZPassword.safeParse(password)).map((issue) => issue.message);
      expect(messages.length).toBeGreaterThan(0);
      expect(new Set(messages)).toEqual(new Set([AUTH_MESSAGES.password]));
    },
  );

  it('the message names the minimum length', () => {
    expect(AUTH_MESSAGES.password).toBe('Пароль должен быть не короче 8 символов и содержать букву и цифру');
  });

  it('rejects more than 200 characters', () => {
    expect(ZPassword.safeParse(`a1${'x'.repeat(198)}`).success).toBe(true);
    expect(ZPassword.safeParse(`a1${'x'.repeat(199)}`).success).toBe(false);
  });

  it('passes exactly when length 8..200, a letter and a digit are present', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 20 }),
          fc.stringMatching(/^[a-zа-я0-9]{6,12}$/),
          fc.string({ unit: 'binary', maxLength: 12 }),
        ),
        (password) => {
          const expected =
            password.length >= 8 && password.length <= 200 && /\p{L}/u.test(password) && /\d/.test(password);
          return ZPassword.safeParse(password).success === expected;
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('ZPersonName', () => {
  it('trims first and last names', () => {
    expect(ZPersonName.parse({ first: ' Иван ', last: ' Петров ' })).toEqual({
      first: 'Иван',
      last: 'Петров',
    });
  });

  it('names the field of each error', () => {
    expect(messagesOf(ZPersonName.safeParse({ first: ' ', last: '' }))).toEqual([
      { path: 'first', message: 'Введите имя' },
      { path: 'last', message: 'Введите фамилию' },
    ]);
  });

  it('rejects names longer than 60 characters', () => {
    expect(ZPersonName.safeParse({ first: 'И'.repeat(60), last: 'П' }).success).toBe(true);
    expect(messagesOf(ZPersonName.safeParse({ first: 'И'.repeat(61), last: 'П' }))).toEqual([
      { path: 'first', message: 'Слишком длинное значение' },
    ]);
  });
});

describe('AUTH_MESSAGES', () => {
  it('are all Russian and non-empty', () => {
    for (const message of Object.values(AUTH_MESSAGES)) {
      expect(message).toMatch(/[А-Яа-яЁё]/);
    }
  });
});
