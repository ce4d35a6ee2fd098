import type { TSessionUser, TUserResponse } from '@fura/domain/user';

export const USER: TSessionUser = {
  _id: 'u1',
  type: 'carrier',
  name: { first: 'Иван', last: 'Петров' },
  email: 'ivan@example.ru',
  phone: '79991234567',
  rating: 4.5,
  reviewsCount: 3,
  contract: { id: null },
  tariff: null,
  expiriesTariffAt: null,
  isEnableAutoPay: false,
  isBan: false,
  isPassportVerified: false,
  isPassportUploaded: false,
  avatar: null,
  needSendLocation: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

export function sessionOf(user: TSessionUser): TUserResponse {
  return {
    user,
    myCountsArticles: { countAll: 0, byStatus: {} },
    takeCountsArticles: { countAll: 0, byStatus: {} },
    onlyNoRead: [],
    notificationCounts: 0,
    dialogsCount: [],
  };
}
