import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CALLBACK_MESSAGES, ZCallbackRequest } from '../src/callback';
import { messagesOf } from './zod-issues';

describe('callback messages (SPEC §5, §8)', () => {
  it('are the spec texts', () => {
    expect(CALLBACK_MESSAGES).toEqual({
      phone: 'Введите номер телефона',
      name: 'Введите имя',
      success: 'Заказ звонка совершен успешно. Ожидайте звонка.',
    });
  });
});

describe('ZCallbackRequest (SPEC §5)', () => {
  it('accepts an 11-character phone and a name, trimming the name', () => {
    const result = ZCallbackRequest.safeParse({ phone: '79991234567', name: '  Иван ' });
    expect(result.success).toBe(true);
    expect(result.data).toEqual({ phone: '79991234567', name: 'Иван' });
  });

  it('counts characters, not digits: any 11 characters pass', () => {
    expect(ZCallbackRequest.safeParse({ phone: '+7999123456', name: 'Иван' }).success).toBe(true);
  });

  it.each(['7999123456', '799912345678', '', '7'])(
    'rejects phone %o with «Введите номер телефона»',
    (phone) => {
      const result = ZCallbackRequest.safeParse({ phone, name: 'Иван' });
      expect(messagesOf(result)).toEqual([{ path: 'phone', message: 'Введите номер телефона' }]);
    },
  );

  it('rejects a missing or non-string phone with «Введите номер телефона»', () => {
    for (const input of [
      { name: 'Иван' },
      { phone: 79991234567, name: 'Иван' },
      { phone: null, name: 'Иван' },
    ]) {
      expect(messagesOf(ZCallbackRequest.safeParse(input))).toEqual([
        { path: 'phone', message: 'Введите номер телефона' },
      ]);
    }
  });

  it.each(['', '   ', '\t\n'])('rejects name %o with «Введите имя»', (name) => {
    const result = ZCallbackRequest.safeParse({ phone: '79991234567', name });
    expect(messagesOf(result)).toEqual([{ path: 'name', message: 'Введите имя' }]);
  });

  it('rejects a missing name with «Введите имя»', () => {
    expect(messagesOf(ZCallbackRequest.safeParse({ phone: '79991234567' }))).toEqual([
      { path: 'name', message: 'Введите имя' },
    ]);
  });

  it('reports both fields when both are wrong', () => {
    expect(messagesOf(ZCallbackRequest.safeParse({ phone: '123', name: ' ' }))).toEqual([
      { path: 'phone', message: 'Введите номер телефона' },
      { path: 'name', message: 'Введите имя' },
    ]);
  });

  it('a phone passes exactly when it has 11 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (phone) => {
        const ok = ZCallbackRequest.safeParse({ phone, name: 'Иван' }).success;
        return ok === (phone.length === 11);
      }),
      { numRuns: 500 },
    );
  });
});
