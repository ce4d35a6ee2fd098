import { describe, expect, it } from 'vitest';
import { ARTICLE_STATUSES, ARTICLE_STATUS_LABELS } from '../src/articles';
import { notificationLink, notificationText } from '../src/notification-texts';
import { NOTIFICATION_CODES, type NotificationCode } from '../src/notifications';

type Info = Record<string, unknown>;

const text = (code: NotificationCode, info: Info = {}) => notificationText({ code, info });
const link = (code: NotificationCode, info: Info = {}) => notificationLink({ code, info });

/** Every field SPEC §3 lists for a notification's info. */
const FULL_INFO: Info = {
  articleType: 'order',
  articleId: 'a1',
  articleStatus: 4,
  routeFrom: 'Москва',
  routeTo: 'Тула',
  userType: 'carrier',
  userFio: 'Иван Петров',
  author: 'u7',
  authorFIO: 'Анна Сидорова',
  duration: 3,
  commentBan: 'спам',
  commentFail: 'фото нечитаемо',
  commentNotify: 'Плановые работы ночью',
  tariffName: 'pro',
  dateCancel: '2025-03-10T22:00:00.000Z',
};

/** What a broken or old row may hold: wrong types, nulls, blanks. */
const JUNK_INFO: Info = Object.fromEntries(
  Object.keys(FULL_INFO).map((key, i) => [key, [null, undefined, '   ', 0, Number.NaN, {}][i % 6]]),
);

describe('notificationText', () => {
  describe.each([
    ['full info', FULL_INFO],
    ['offer info', { ...FULL_INFO, articleType: 'offer' }],
    ['no info', {}],
    ['junk info', JUNK_INFO],
  ])('with %s', (_name, info) => {
    it.each(NOTIFICATION_CODES)('%s is a clean Russian sentence', (code) => {
      const result = text(code, info);
      expect(result.trim()).not.toBe('');
      expect(result).toMatch(/[А-Яа-яЁё]/);
      expect(result).not.toMatch(/undefined|null|NaN|\[object/);
      expect(result).toBe(result.trim());
      expect(result).not.toMatch(/ {2}/);
    });
  });

  it('newRequest names the listing and the requester', () => {
    expect(text('newRequest', { articleType: 'offer', userFio: 'Иван Петров' })).toBe(
      'Новая заявка на ваше предложение — Иван Петров',
    );
    expect(text('newRequest', { articleType: 'order', userFio: ' Иван Петров ' })).toBe(
      'Новая заявка на ваш заказ — Иван Петров',
    );
    expect(text('newRequest', { articleType: 'order' })).toBe('Новая заявка на ваш заказ');
  });

  it('commentBan gives the duration with the right plural and the comment', () => {
    expect(text('commentBan', { duration: 5, commentBan: 'спам' })).toBe(
      'Профиль заблокирован на 5 дней: спам',
    );
    expect(text('commentBan', { duration: 1, commentBan: 'спам' })).toBe(
      'Профиль заблокирован на 1 день: спам',
    );
    expect(text('commentBan', { duration: 3 })).toBe('Профиль заблокирован на 3 дня');
    expect(text('commentBan', {})).toBe('Профиль заблокирован');
  });

  it('tariffWillCancel says «через 2 дня» and the Moscow date', () => {
    expect(text('tariffWillCancel', { tariffName: 'pro' })).toBe('Тариф PRO закончится через 2 дня');
    expect(text('tariffWillCancel', { tariffName: 'pro', dateCancel: '2025-03-10T22:00:00.000Z' })).toBe(
      'Тариф PRO закончится через 2 дня (11.03.2025)',
    );
  });

  it('tariffActivated gives the end date, if it is a date', () => {
    expect(text('tariffActivated', { tariffName: 'demo', dateCancel: '2025-03-10T12:00:00.000Z' })).toBe(
      'Тариф DEMO подключён до 10.03.2025',
    );
    expect(text('tariffActivated', { tariffName: 'demo', dateCancel: 'не дата' })).toBe(
      'Тариф DEMO подключён',
    );
  });

  it.each(ARTICLE_STATUSES)('statusChange names status %i by its label', (articleStatus) => {
    expect(text('statusChange', { articleType: 'order', articleStatus })).toBe(
      `Статус заказа изменён: «${ARTICLE_STATUS_LABELS[articleStatus]}»`,
    );
    expect(text('statusChange', { articleType: 'offer', articleStatus })).toContain('Статус предложения');
  });

  it('cargoDelivered names the route, then who marked it; the link leads to the listing', () => {
    const info = {
      articleType: 'offer',
      articleId: 'a9',
      routeFrom: 'Москва',
      routeTo: 'Тула',
      userFio: 'Пётр Сидоров',
    };
    expect(text('cargoDelivered', info)).toBe('Груз доставлен: Москва → Тула — Пётр Сидоров');
    expect(text('cargoDelivered', { articleType: 'order' })).toBe('Груз доставлен');
    expect(link('cargoDelivered', info)).toBe('/offer/a9');
  });

  it('statusChange without a known status says only that it changed', () => {
    expect(text('statusChange', { articleType: 'order', articleStatus: 99 })).toBe('Статус заказа изменён');
    expect(text('statusChange', { articleType: 'order', articleStatus: '4' })).toBe('Статус заказа изменён');
  });

  it('deal texts name the other side', () => {
    expect(text('executorSet', { articleType: 'order', authorFIO: 'Анна Сидорова' })).toBe(
      'Вас выбрали исполнителем заказа — Анна Сидорова',
    );
    expect(text('executorRemoved', { articleType: 'offer' })).toBe('Вас сняли с исполнения предложения');
    expect(text('reviewSet', { userFio: 'Иван Петров' })).toBe('Новый отзыв о вас — Иван Петров');
    expect(text('requestRemoveExecutor', { articleType: 'order', userFio: 'Иван Петров' })).toBe(
      'Иван Петров просит снять его с исполнения заказа',
    );
    expect(text('requestRemoveExecutor', {})).toBe('Исполнитель просит снять его с исполнения заказа');
    expect(text('offeredOrder', { authorFIO: 'Анна Сидорова' })).toBe('Анна Сидорова предлагает вам заказ');
    expect(text('offeredOrder', {})).toBe('Грузовладелец предлагает вам заказ');
  });

  it('moderation and system texts carry their comment', () => {
    expect(text('passportModerationFail', { commentFail: 'фото нечитаемо' })).toBe(
      'Паспорт не прошёл проверку: фото нечитаемо',
    );
    expect(text('systemNotice', { commentNotify: 'Плановые работы' })).toBe('Плановые работы');
    expect(text('systemNotice', {})).toBe('Системное уведомление');
  });
});

describe('notificationLink (SPEC §2 "Notification links")', () => {
  it.each(['order', 'offer'])('a %s notification leads to /{articleType}/{articleId}', (articleType) => {
    for (const code of ['newRequest', 'statusChange', 'executorSet', 'executorRemoved'] as const) {
      expect(link(code, { articleType, articleId: 'a1' })).toBe(`/${articleType}/a1`);
    }
  });

  it('an offered order leads to /order/{articleId}, whatever articleType says', () => {
    expect(link('offeredOrder', { articleId: 'o1' })).toBe('/order/o1');
    expect(link('offeredOrder', { articleId: 'o1', articleType: 'offer' })).toBe('/order/o1');
  });

  it('a review leads to the deal’s listing, or to its author without one', () => {
    expect(link('reviewSet', { author: 'u7', articleType: 'order', articleId: 'a1' })).toBe('/order/a1');
    expect(link('reviewSet', { author: 'u7', articleType: 'offer', articleId: 'a1' })).toBe('/offer/a1');
    expect(link('reviewSet', { author: 'u7' })).toBe('/user/u7');
    expect(link('reviewSet', {})).toBe('/notifications');
  });

  it('messages lead to the message lists, even with a listing in info', () => {
    expect(link('newMessage', { articleType: 'order', articleId: 'a1' })).toBe('/messages');
    expect(link('newMessageByOrder', { articleType: 'order', articleId: 'a1' })).toBe('/messages-by-order');
    expect(link('newMessage')).toBe('/messages');
  });

  it('falls back to /notifications without a usable listing', () => {
    expect(link('newRequest', {})).toBe('/notifications');
    expect(link('newRequest', { articleId: 'a1' })).toBe('/notifications');
    expect(link('newRequest', { articleId: 'a1', articleType: 'user' })).toBe('/notifications');
    expect(link('newRequest', { articleId: '  ', articleType: 'order' })).toBe('/notifications');
    expect(link('offeredOrder', {})).toBe('/notifications');
    for (const code of [
      'unban',
      'commentBan',
      'systemNotice',
      'tariffActivated',
      'passportModerationOk',
    ] as const) {
      expect(link(code)).toBe('/notifications');
    }
  });

  it('ids are URL-encoded', () => {
    expect(link('newRequest', { articleType: 'order', articleId: '../admin?x=1#y' })).toBe(
      '/order/..%2Fadmin%3Fx%3D1%23y',
    );
    expect(link('offeredOrder', { articleId: 'a/b' })).toBe('/order/a%2Fb');
    expect(link('reviewSet', { author: 'u 7/x' })).toBe('/user/u%207%2Fx');
  });

  it.each(NOTIFICATION_CODES)('%s always gives a site path', (code) => {
    for (const info of [FULL_INFO, {}, JUNK_INFO]) expect(link(code, info)).toMatch(/^\/[a-z]/);
  });
});

describe('autopay error text', () => {
  it('says why the charge failed when the reason is known', () => {
    expect(
      notificationText({
        code: 'autopayError',
        info: { tariffName: 'pro', commentFail: 'Недостаточно средств на карте' },
      }),
    ).toBe('Не удалось выполнить автоплатёж за тариф PRO: Недостаточно средств на карте');
    expect(notificationText({ code: 'autopayError', info: { tariffName: 'pro' } })).toBe(
      'Не удалось выполнить автоплатёж за тариф PRO',
    );
  });
});
