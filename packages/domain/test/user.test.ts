import { describe, expect, it } from 'vitest';
import {
  ZDialogsCountGroup,
  ZFormResult,
  ZPasswordChangeRequest,
  ZPublicUser,
  ZSessionUser,
  ZUserChange,
  ZUserGetRequest,
} from '../src/user';
import { AUTH_MESSAGES } from '../src/credentials';
import { messagesOf } from './zod-issues';

const name = { first: 'Иван', last: 'Петров' };

describe('ZUserChange', () => {
  it.each([1, 2, 3, 4])('accepts contract %i', (id) => {
    expect(ZUserChange.parse({ name, contract: { id } })).toEqual({ name, contract: { id } });
  });

  it('accepts a contract cleared to null and a missing contract', () => {
    expect(ZUserChange.parse({ name, contract: { id: null } })).toEqual({ name, contract: { id: null } });
    expect(ZUserChange.parse({ name })).toEqual({ name });
  });

  it.each([5, 0, -1, 1.5, '1'])('rejects contract %o with «Выберите тип договора»', (id) => {
    expect(messagesOf(ZUserChange.safeParse({ name, contract: { id } }))).toEqual([
      { path: 'contract.id', message: 'Выберите тип договора' },
    ]);
  });

  it('trims names and asks for empty ones', () => {
    expect(ZUserChange.parse({ name: { first: ' Иван ', last: ' Петров ' } })).toEqual({ name });
    expect(messagesOf(ZUserChange.safeParse({ name: { first: ' ', last: '' } }))).toEqual([
      { path: 'name.first', message: 'Введите имя' },
      { path: 'name.last', message: 'Введите фамилию' },
    ]);
  });

  it('rejects names longer than 60 characters', () => {
    expect(
      messagesOf(ZUserChange.safeParse({ name: { first: 'И'.repeat(61), last: 'П'.repeat(61) } })),
    ).toEqual([
      { path: 'name.first', message: 'Слишком длинное имя' },
      { path: 'name.last', message: 'Слишком длинная фамилия' },
    ]);
  });

  it('drops fields a user may not change here', () => {
    const parsed = ZUserChange.parse({ name, isBan: false, tariff: 'PRO', type: 'carrier' });
    expect(parsed).toEqual({ name });
  });
});

describe('ZPasswordChangeRequest', () => {
  it('accepts the old password and a valid new one', () => {
    const body = { passObj: { oldPassword: 'anything', password: 'newpass12' } };
    expect(ZPasswordChangeRequest.parse(body)).toEqual(body);
  });

  it('asks for the current password', () => {
    expect(
      messagesOf(ZPasswordChangeRequest.safeParse({ passObj: { oldPassword: '', password: 'newpass12' } })),
    ).toEqual([{ path: 'passObj.oldPassword', message: 'Введите текущий пароль' }]);
    expect(messagesOf(ZPasswordChangeRequest.safeParse({ passObj: { password: 'newpass12' } }))).toEqual([
      { path: 'passObj.oldPassword', message: 'Введите текущий пароль' },
    ]);
  });

  it('applies the password rule to the new password', () => {
    expect(
      messagesOf(
        ZPasswordChangeRequest.safeParse({ passObj: { oldPassword: 'old', password: 'onlyletters' } }),
      ),
    ).toEqual([{ path: 'passObj.password', message: AUTH_MESSAGES.password }]);
  });

  it('rejects a body without passObj', () => {
    expect(ZPasswordChangeRequest.safeParse({ oldPassword: 'a', password: 'newpass12' }).success).toBe(false);
  });
});

describe('ZUserGetRequest', () => {
  it('needs a user id', () => {
    expect(ZUserGetRequest.parse({ userId: 'u1' })).toEqual({ userId: 'u1' });
    expect(messagesOf(ZUserGetRequest.safeParse({ userId: '' }))).toEqual([
      { path: 'userId', message: 'Не указан пользователь' },
    ]);
    expect(messagesOf(ZUserGetRequest.safeParse({}))).toEqual([
      { path: 'userId', message: 'Не указан пользователь' },
    ]);
  });
});

describe('ZFormResult', () => {
  it('error is false or a message, never true', () => {
    expect(ZFormResult.safeParse({ error: false }).success).toBe(true);
    expect(ZFormResult.safeParse({ error: 'Текущий пароль указан неверно' }).success).toBe(true);
    expect(ZFormResult.safeParse({ error: true }).success).toBe(false);
  });
});

describe('ZDialogsCountGroup', () => {
  it('groups are order or user', () => {
    expect(ZDialogsCountGroup.safeParse({ _id: 'order', count: 2 }).success).toBe(true);
    expect(ZDialogsCountGroup.safeParse({ _id: 'user', count: 0 }).success).toBe(true);
    expect(ZDialogsCountGroup.safeParse({ _id: 'all', count: 1 }).success).toBe(false);
  });
});

describe('ZPublicUser', () => {
  const sessionUser = {
    _id: 'u1',
    type: 'carrier',
    name,
    email: 'ivan@mail.ru',
    phone: '79991234567',
    rating: 4.5,
    reviewsCount: 2,
    contract: { id: 3 },
    tariff: 'PRO',
    expiriesTariffAt: '2025-01-01T00:00:00.000Z',
    isEnableAutoPay: false,
    isBan: false,
    isPassportVerified: true,
    isPassportUploaded: true,
    avatar: null,
    needSendLocation: false,
    createdAt: '2024-01-01T00:00:00.000Z',
  };

  it('a session user passes the session schema', () => {
    expect(ZSessionUser.parse(sessionUser)).toEqual(sessionUser);
  });

  it('a user without a contract type (null) and without a tariff passes both schemas', () => {
    const plain = { ...sessionUser, contract: { id: null }, tariff: null, expiriesTariffAt: null };
    expect(ZSessionUser.parse(plain)).toEqual(plain);
    expect(ZPublicUser.parse(plain).contract).toEqual({ id: null });
  });

  it('rejects an unknown role', () => {
    expect(ZSessionUser.safeParse({ ...sessionUser, type: 'guest' }).success).toBe(false);
  });

  it('never carries e-mail, phone or tariff data', () => {
    const publicUser = ZPublicUser.parse(sessionUser);
    for (const key of ['email', 'phone', 'tariff', 'expiriesTariffAt', 'isEnableAutoPay', 'apiToken']) {
      expect(publicUser).not.toHaveProperty(key);
    }
  });
});
