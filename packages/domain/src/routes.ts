/**
 * The web app's route table (SPEC §2): every path, who may open it and its screen title.
 * The web router is built from it; the server uses it to answer 404 for paths no screen has.
 */
import type { UserType } from './users';

export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'auth' }
  | { kind: 'common' }
  | { kind: 'private'; role: UserType | 'any' }
  /** The admin console (issue 12): its own layout; a guest is sent to log in, anyone else sees «not found». */
  | { kind: 'admin' };

export interface RouteDef {
  path: string;
  title: string;
  access: RouteAccess;
}

const pub = { kind: 'public' } as const;
const auth = { kind: 'auth' } as const;
const common = { kind: 'common' } as const;
const anyRole = { kind: 'private', role: 'any' } as const;
const cargo = { kind: 'private', role: 'cargo' } as const;
const carrier = { kind: 'private', role: 'carrier' } as const;
const admin = { kind: 'admin' } as const;

export const ROUTES = {
  login: { path: '/login', title: 'Вход', access: auth },
  register: { path: '/register', title: 'Регистрация', access: auth },
  forgot: { path: '/forgot', title: 'Восстановление пароля', access: auth },
  reset: { path: '/reset/:token', title: 'Новый пароль', access: auth },

  main: { path: '/', title: 'Биржа грузоперевозок', access: pub },
  page: { path: '/page/:slug', title: 'Страница', access: pub },
  faq: { path: '/faq', title: 'Частые вопросы', access: pub },
  cargo: { path: '/cargo', title: 'Грузовладельцам', access: pub },
  carrier: { path: '/carrier', title: 'Перевозчикам', access: pub },
  searchOffer: { path: '/search-offer', title: 'Поиск предложений', access: pub },
  searchOrder: { path: '/search-order', title: 'Поиск заказов', access: pub },
  /** «По пути» (issue 26): listings along a route, with the detour of each. */
  corridorOrder: { path: '/route-order', title: 'Заказы по пути', access: pub },
  corridorOffer: { path: '/route-offer', title: 'Транспорт по пути', access: pub },
  tariffs: { path: '/tariffs', title: 'Тарифы', access: pub },
  downloadApp: { path: '/download-app', title: 'Мобильное приложение', access: pub },
  questions: { path: '/questions/:slug', title: 'Вопросы и ответы', access: pub },
  user: { path: '/user/:id', title: 'Профиль пользователя', access: pub },
  /** The consignee's tracking link (issue 13): opens without login, shows only the map, route and ETA. */
  track: { path: '/track/:token', title: 'Где груз', access: pub },
  /** A lane page (issue 28): open orders and offers from one settlement to another, `moskva-kazan` (lane-slugs.ts). */
  lane: { path: '/gruzoperevozki/:lane', title: 'Грузоперевозки', access: pub },

  order: { path: '/order/:id', title: 'Заказ', access: common },
  offer: { path: '/offer/:id', title: 'Предложение', access: common },

  profileInfo: { path: '/profile/info', title: 'Личные данные', access: anyRole },
  profileSecurity: { path: '/profile/security', title: 'Безопасность', access: anyRole },
  lkQuestions: { path: '/lk/questions/:slug', title: 'Вопросы и ответы', access: anyRole },
  notifications: { path: '/notifications', title: 'Уведомления', access: anyRole },
  notificationsSettings: { path: '/notifications-settings', title: 'Настройки уведомлений', access: anyRole },
  /** Saved searches with their alerts (issue 27). */
  mySearches: { path: '/my-searches', title: 'Мои поиски', access: anyRole },
  messages: { path: '/messages', title: 'Сообщения', access: anyRole },
  messagesByOrder: { path: '/messages-by-order', title: 'Сообщения по заказам', access: anyRole },
  messagesUsers: { path: '/messages-users', title: 'Сообщения пользователей', access: anyRole },
  dialogUser: { path: '/dialog/:id', title: 'Диалог', access: anyRole },
  dialogOrderWith: { path: '/dialog-order/:order/:id', title: 'Диалог по заказу', access: anyRole },
  dialogOrder: { path: '/dialog-order/:id', title: 'Диалог по заказу', access: anyRole },
  /**
   * A deal (issue 29): the listing, the parties, the guarded terms with their change log, the vehicle and the
   * contract — its two parties only (anyone else gets «not found»).
   */
  deal: { path: '/deal/:articleId/:executorId', title: 'Сделка', access: anyRole },
  /** Signing a deal's «договор-заявка» (issue 29): its two parties only (anyone else gets «not found»). */
  dealSign: {
    path: '/deal/:articleId/:executorId/sign',
    title: 'Подписание договора-заявки',
    access: anyRole,
  },
  reviews: { path: '/reviews', title: 'Отзывы', access: anyRole },
  support: { path: '/support', title: 'Поддержка', access: anyRole },

  myOrders: { path: '/my-orders', title: 'Мои заказы', access: cargo },
  myOrdersOpen: { path: '/my-orders-open', title: 'Открытые заказы', access: cargo },
  myOrdersWorking: { path: '/my-orders-working', title: 'Заказы в работе', access: cargo },
  myOrdersCompleted: { path: '/my-orders-completed', title: 'Завершённые заказы', access: cargo },
  myOrdersDeleted: { path: '/my-orders-deleted', title: 'Корзина заказов', access: cargo },
  orderCreate: { path: '/order-create', title: 'Новый заказ', access: cargo },
  editOrder: { path: '/edit-order/:id', title: 'Редактирование заказа', access: cargo },
  takenOffers: { path: '/taken-offers', title: 'Взятые предложения', access: cargo },
  geoDetect: { path: '/geo-detect', title: 'Отслеживание перевозчиков', access: cargo },

  mytarif: { path: '/mytarif', title: 'Мой тариф', access: carrier },
  autopay: { path: '/autopay', title: 'Автоплатёж', access: carrier },
  /** The test payment provider's confirmation page (issue 11): the embedded default has no real payment page. */
  payDemo: { path: '/pay/demo/:paymentId', title: 'Тестовая оплата', access: carrier },
  myOffers: { path: '/my-offers', title: 'Мои предложения', access: carrier },
  myOffersOpen: { path: '/my-offers-open', title: 'Открытые предложения', access: carrier },
  myOffersWorking: { path: '/my-offers-working', title: 'Предложения в работе', access: carrier },
  myOffersCompleted: { path: '/my-offers-completed', title: 'Завершённые предложения', access: carrier },
  myOffersDeleted: { path: '/my-offers-deleted', title: 'Корзина предложений', access: carrier },
  offerCreate: { path: '/offer-create', title: 'Новое предложение', access: carrier },
  editOffer: { path: '/edit-offer/:id', title: 'Редактирование предложения', access: carrier },
  takenOrders: { path: '/taken-orders', title: 'Взятые заказы', access: carrier },
  /** «Обратный груз» (issue 26): loads from a deal's destination back towards its departure. */
  returnLoad: { path: '/return-load', title: 'Обратный груз', access: carrier },
  createTemplateAuto: { path: '/create-template-auto', title: 'Новый шаблон транспорта', access: carrier },
  editTemplateAuto: {
    path: '/edit-template-auto/:id',
    title: 'Редактирование шаблона транспорта',
    access: carrier,
  },
  mytemplateAuto: { path: '/mytemplate-auto', title: 'Мой транспорт', access: carrier },

  /** A banned user's explanation: until when and why (issue 12). */
  blocked: { path: '/blocked', title: 'Профиль заблокирован', access: anyRole },

  adminUsers: { path: '/admin', title: 'Пользователи', access: admin },
  adminUser: { path: '/admin/users/:id', title: 'Пользователь', access: admin },
  adminModeration: { path: '/admin/moderation', title: 'Модерация паспортов и машин', access: admin },
  adminListings: { path: '/admin/listings', title: 'Объявления', access: admin },
  adminNotices: { path: '/admin/notices', title: 'Системные уведомления', access: admin },
  adminSettings: { path: '/admin/settings', title: 'Настройки сайта', access: admin },
  adminTariffs: { path: '/admin/tariffs', title: 'Тарифы', access: admin },
  adminCallbacks: { path: '/admin/callbacks', title: 'Обратные звонки', access: admin },
  adminAudit: { path: '/admin/audit', title: 'Журнал действий', access: admin },
  adminPages: { path: '/admin/pages', title: 'Страницы', access: admin },
  adminFaq: { path: '/admin/faq', title: 'Частые вопросы', access: admin },
  adminLanding: { path: '/admin/landing', title: 'Тексты и приложения', access: admin },
  adminSupport: { path: '/admin/support', title: 'Поддержка', access: admin },
} as const satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof ROUTES;

/** Fills a route pattern's `:params`. */
export function routePath(name: RouteName, params: Record<string, string> = {}): string {
  return ROUTES[name].path.replace(/:([A-Za-z]+)/g, (_, key: string) =>
    encodeURIComponent(params[key] ?? ''),
  );
}

/** Exact match of a pathname against the table (SPEC §2: all routes are exact-match). */
export function matchRoute(pathname: string): { name: RouteName; params: Record<string, string> } | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const [name, def] of Object.entries(ROUTES) as [RouteName, RouteDef][]) {
    const keys: string[] = [];
    const pattern = def.path.replace(/:([A-Za-z]+)/g, (_, key: string) => {
      keys.push(key);
      return '([^/]+)';
    });
    const match = new RegExp(`^${pattern}$`).exec(path);
    if (match) {
      const params: Record<string, string> = {};
      try {
        keys.forEach((key, index) => {
          params[key] = decodeURIComponent(match[index + 1] ?? '');
        });
      } catch {
        return null; // a malformed %-escape: no screen has this path
      }
      return { name, params };
    }
  }
  return null;
}
