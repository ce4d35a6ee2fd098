import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ERROR_MESSAGES, ZErrorResponse, ZOk, issuesToErrors } from '../src/errors';

describe('issuesToErrors', () => {
  const schema = z.object({
    email: z.string({ error: 'Введите e-mail' }),
    name: z.object({ first: z.string().min(1, 'Введите имя') }),
    photos: z.array(z.string({ error: 'Нужна строка' })),
  });

  it('maps each issue to { msg, param } with a dotted path', () => {
    const result = schema.safeParse({ name: { first: '' }, photos: ['ok', 5] });
    expect(result.success).toBe(false);
    expect(issuesToErrors(result.error!.issues)).toEqual([
      { msg: 'Введите e-mail', param: 'email' },
      { msg: 'Введите имя', param: 'name.first' },
      { msg: 'Нужна строка', param: 'photos.1' },
    ]);
  });

  it('omits param for a root-level issue', () => {
    const result = z.string({ error: 'Ожидалась строка' }).safeParse(1);
    const errors = issuesToErrors(result.error!.issues);
    expect(errors).toEqual([{ msg: 'Ожидалась строка' }]);
    expect(errors[0]).not.toHaveProperty('param');
  });

  it('maps no issues to no errors', () => {
    expect(issuesToErrors([])).toEqual([]);
  });

  it('its output fits the error envelope', () => {
    const result = schema.safeParse({});
    expect(
      ZErrorResponse.safeParse({ error: true, errors: issuesToErrors(result.error!.issues) }).success,
    ).toBe(true);
  });
});

describe('envelopes', () => {
  it('an error response has error: true and items with msg', () => {
    expect(ZErrorResponse.safeParse({ error: true, errors: [{ msg: 'Ошибка' }] }).success).toBe(true);
    expect(ZErrorResponse.safeParse({ error: false, errors: [] }).success).toBe(false);
    expect(ZErrorResponse.safeParse({ error: true, errors: [{ param: 'x' }] }).success).toBe(false);
  });

  it('ok has error: false', () => {
    expect(ZOk.safeParse({ error: false }).success).toBe(true);
    expect(ZOk.safeParse({ error: true }).success).toBe(false);
  });
});

describe('ERROR_MESSAGES', () => {
  it('are all Russian', () => {
    for (const message of Object.values(ERROR_MESSAGES)) {
      expect(message).toMatch(/[А-Яа-яЁё]/);
    }
  });
});
