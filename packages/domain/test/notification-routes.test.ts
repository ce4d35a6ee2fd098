import { describe, expect, it } from 'vitest';
import { notificationLink, notificationText } from '../src/notification-texts';
import { NOTIFICATION_CODE_TYPES, type NotificationCode } from '../src/notifications';

/** Issue 10: every notification about a listing names its route and leads to it. */

const ROUTE = { routeFrom: 'Москва', routeTo: 'Тула' };
const order = { articleType: 'order', articleId: 'a1', ...ROUTE };
const offer = { articleType: 'offer', articleId: 'a1', ...ROUTE };

const text = (code: NotificationCode, info: Record<string, unknown>) => notificationText({ code, info });

/** The codes written about a listing (their callers put articleId and articleType into info). */
const LISTING_CODES = [
  'newRequest',
  'statusChange',
  'executorSet',
  'executorRemoved',
  'reviewSet',
  'newMessageByOrder',
  'requestRemoveExecutor',
  'offeredOrder',
  'articleUnpublishedExpired',
  'geolocationRequest',
] as const satisfies readonly NotificationCode[];

describe('notification texts name the listing’s route', () => {
  it.each(LISTING_CODES)('%s says «Москва → Тула» and leads to the listing', (code) => {
    for (const info of [order, offer]) {
      expect(text(code, info)).toContain('Москва → Тула');
      const type = code === 'offeredOrder' ? 'order' : info.articleType;
      if (code !== 'newMessageByOrder') expect(notificationLink({ code, info })).toBe(`/${type}/a1`);
    }
  });

  it('puts the route right after the listing’s name', () => {
    const full = { ...order, articleStatus: 4, userFio: 'Иван Петров', authorFIO: 'Анна Сидорова' };
    expect(text('newRequest', full)).toBe('Новая заявка на ваш заказ Москва → Тула — Иван Петров');
    expect(text('statusChange', full)).toBe('Статус заказа Москва → Тула изменён: «В пути»');
    expect(text('executorSet', full)).toBe('Вас выбрали исполнителем заказа Москва → Тула — Анна Сидорова');
    expect(text('executorRemoved', { ...offer })).toBe('Вас сняли с исполнения предложения Москва → Тула');
    expect(text('reviewSet', full)).toBe('Новый отзыв о вас по заказу Москва → Тула — Иван Петров');
    expect(text('newMessageByOrder', { ...offer, userFio: 'Иван Петров' })).toBe(
      'Новое сообщение по предложению Москва → Тула — Иван Петров',
    );
    expect(text('requestRemoveExecutor', full)).toBe(
      'Иван Петров просит снять его с исполнения заказа Москва → Тула',
    );
    expect(text('offeredOrder', full)).toBe('Анна Сидорова предлагает вам заказ Москва → Тула');
    expect(text('articleUnpublishedExpired', order)).toBe(
      'Заказ Москва → Тула снят с публикации: дата погрузки прошла',
    );
    expect(text('articleUnpublishedExpired', offer)).toBe(
      'Предложение Москва → Тула снято с публикации: дата погрузки прошла',
    );
    expect(text('geolocationRequest', full)).toBe(
      'Анна Сидорова просит включить геолокацию по заказу Москва → Тула',
    );
  });

  it('without a whole route (older notifications) the text stays as it was', () => {
    expect(text('newRequest', { articleType: 'order', routeFrom: 'Москва' })).toBe(
      'Новая заявка на ваш заказ',
    );
    expect(text('reviewSet', { userFio: 'Иван Петров', routeTo: 'Тула' })).toBe(
      'Новый отзыв о вас — Иван Петров',
    );
    expect(text('articleUnpublishedExpired', { routeFrom: ' ', routeTo: 'Тула' })).toBe(
      'Заказ снят с публикации: дата погрузки прошла',
    );
  });
});

describe('notification tabs', () => {
  it('«Новый отзыв» is filed with the deal’s notifications («Заказы»), not «Системные»', () => {
    expect(NOTIFICATION_CODE_TYPES.reviewSet).toBe('order');
    expect(NOTIFICATION_CODE_TYPES.reviewSet).toBe(NOTIFICATION_CODE_TYPES.executorSet);
  });

  it('no notification about a listing is filed under «Системные»', () => {
    for (const code of LISTING_CODES) expect(NOTIFICATION_CODE_TYPES[code]).not.toBe('system');
  });
});

describe('the company check’s notifications (issue 29)', () => {
  const info = {
    companyName: 'ООО «Ромашка»',
    inn: '7701000019',
    state: 'LIQUIDATED',
    stateLabel: 'ликвидирована',
    userId: 'u1',
    userFio: 'Иван Петров',
  };

  it('tell the user what his company’s state bars and lead to his profile', () => {
    expect(text('companyBlocked', info)).toBe(
      'Компания ООО «Ромашка» (ИНН 7701000019) в реестре — «ликвидирована»: публиковать объявления, отправлять заявки и быть исполнителем нельзя, ваши объявления сняты из поиска',
    );
    expect(notificationLink({ code: 'companyBlocked', info })).toBe('/profile/info');
  });

  it('tell an admin whose company it is and lead to the user’s card', () => {
    expect(text('companyBlockedAdmin', info)).toBe(
      'Иван Петров: компания ООО «Ромашка» (ИНН 7701000019) в реестре — «ликвидирована»: его объявления сняты из поиска, заявки и выбор исполнителем закрыты',
    );
    expect(notificationLink({ code: 'companyBlockedAdmin', info })).toBe('/admin/users/u1');
  });
});
