import { fireEvent, screen } from '@testing-library/react';
import type { TAdminUser, TUserCardResponse } from '@fura/domain/admin-users';
import { makeSession } from './fixtures';
import { makeQueryClient } from './render';

/** Fixtures of the console's «Пользователи» tests. */

export const WAIT = { timeout: 5000 };

export function adminUser(id: string, overrides: Partial<TAdminUser> = {}): TAdminUser {
  return {
    _id: id,
    type: 'carrier',
    name: { first: 'Пётр', last: `Сидоров-${id}` },
    email: `${id}@mail.ru`,
    phone: '79990001122',
    isBan: false,
    banUntil: null,
    banComment: null,
    passportStatus: 'none',
    tariff: 'pro',
    expiriesTariffAt: '2099-01-01T00:00:00.000Z',
    roleBeforeAdmin: null,
    rating: 4.5,
    reviewsCount: 2,
    createdAt: '2030-01-01T10:00:00.000Z',
    ...overrides,
  };
}

export const adminSession = () => makeQueryClient(makeSession({}, { type: 'admin' }));

export function pick(testId: string, option: string): void {
  fireEvent.click(screen.getByTestId(testId));
  fireEvent.click(screen.getByRole('option', { name: option }));
}

/** The field's error as a screen reader reaches it: aria-invalid and the described-by element's text. */
export function fieldError(testId: string): string | null {
  const input = screen.getByTestId(testId);
  if (input.getAttribute('aria-invalid') !== 'true') return null;
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}

export function cardAnswer(overrides: Partial<TAdminUser> = {}): TUserCardResponse {
  return {
    error: false,
    user: {
      ...adminUser('u7', overrides),
      contractId: 3,
      isEnableAutoPay: false,
      banStartedAt: null,
      banTariffLeftMs: null,
      passportComment: null,
      onlineAt: null,
    },
    listings: [
      {
        _id: 'a1',
        type: 'offer',
        status: 2,
        from: 'Москва',
        to: 'Тула',
        loadingDate: '2030-02-01',
        createdAt: '2030-01-05T00:00:00.000Z',
      },
    ],
    deals: [],
    reviews: [],
    payments: [],
    sessions: [
      {
        _id: 's1',
        createdAt: '2030-01-01T10:00:00.000Z',
        lastUsedAt: '2030-01-02T10:00:00.000Z',
        userAgent: 'Firefox',
        revokedAt: null,
      },
    ],
  };
}
