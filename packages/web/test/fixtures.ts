import type { NotificationPayload } from '@fura/domain/events';
import type { TSettingsResponse } from '@fura/domain/settings';
import type { TSessionUser, TUserResponse } from '@fura/domain/user';

export function makeUser(overrides: Partial<TSessionUser> = {}): TSessionUser {
  return {
    _id: 'u1',
    type: 'cargo',
    name: { first: 'Иван', last: 'Петров' },
    email: 'ivan@example.ru',
    phone: '79990001122',
    rating: 4.5,
    reviewsCount: 3,
    contract: { id: 3 },
    tariff: null,
    expiriesTariffAt: null,
    isEnableAutoPay: false,
    isBan: false,
    banUntil: null,
    banComment: null,
    isPassportVerified: false,
    isPassportUploaded: false,
    passportStatus: 'none',
    passportComment: null,
    avatar: null,
    needSendLocation: false,
    createdAt: '2024-01-10T10:00:00.000Z',
    ...overrides,
  };
}

export function makeSession(
  overrides: Partial<TUserResponse> = {},
  user: Partial<TSessionUser> = {},
): TUserResponse {
  return {
    user: makeUser(user),
    myCountsArticles: { countAll: 0, byStatus: {} },
    takeCountsArticles: { countAll: 0, byStatus: {} },
    onlyNoRead: [],
    notificationCounts: 0,
    dialogsCount: [],
    ...overrides,
  };
}

export function makeNotification(
  id: string,
  overrides: Partial<NotificationPayload> = {},
): NotificationPayload {
  return {
    _id: id,
    type: 'order',
    code: 'newRequest',
    isRead: false,
    createdAt: '2025-03-01T09:30:00.000Z',
    info: { articleType: 'order', articleId: `a-${id}` },
    ...overrides,
  };
}

export function makeSettings(): TSettingsResponse {
  return {
    items: [
      {
        name: 'Компания',
        link: '/page/about',
        items: [
          { name: 'О нас', link: '/page/about', onlyNoAuth: false },
          { name: 'Регистрация перевозчика', link: '/register', onlyNoAuth: true },
          { name: 'Блог', link: 'https://blog.example.ru', onlyNoAuth: false },
        ],
      },
      {
        name: 'Помощь',
        link: null,
        items: [{ name: 'Частые вопросы', link: '/faq', onlyNoAuth: false }],
      },
    ],
    settings: {
      phone: '78001234567',
      email: 'info@fura.example',
      vk: 'https://vk.com/fura',
      facebook: 'https://facebook.com/fura',
      instagram: '',
      copyright: 'ООО «Фура»',
      aboutPage: '/page/about',
      dogovor: '/files/dogovor.pdf',
    },
    geoInstruction: '/page/geo',
    apps: { appStore: '', googlePlay: '' },
    map: {
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© участники OpenStreetMap',
    },
    supportWidgetSrc: null,
    payments: 'live',
  };
}
