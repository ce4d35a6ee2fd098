import type { ArticleType } from '@fura/domain/articles';

/** The Russian texts of the deal blocks on the listing page. */
export const DEAL_TEXTS = {
  requestsTitle: 'Заявки',
  executorsTitle: 'Исполнители',
  pickExecutor: 'Выбрать исполнителем',
  executorBadge: 'Исполнитель',
  tariffInactive: 'Тариф перевозчика неактивен',
  removeExecutor: 'Снять',
  removeExecutorTitle: 'Снять исполнителя?',
  asksRemoval: 'Просит снять',
  respond: 'Откликнуться',
  sendRequest: 'Отправить заявку',
  yourRequest: 'Ваша заявка',
  editRequest: 'Изменить',
  saveRequest: 'Сохранить',
  cancel: 'Отмена',
  withdrawRequest: 'Отозвать заявку',
  withdrawTitle: 'Отозвать заявку?',
  withdrawText: 'Автор объявления больше не увидит вашу заявку. Откликнуться можно будет снова.',
  loginToRespond: 'Войдите, чтобы откликнуться',
  login: 'Войти',
  myTariff: 'Мой тариф',
  youAreExecutor: 'Вы исполнитель',
  /** Issue 29: the deal's page — its terms, the vehicle, the contract. */
  openDeal: 'Открыть сделку',
  askRemoval: 'Попросить снять меня',
  askRemovalTitle: 'Попросить снять вас?',
  askRemovalText: 'Автор получит уведомление и сможет снять вас с исполнения.',
  askRemovalSent: 'Вы попросили автора снять вас',
  delivered: 'Груз доставлен',
  reviewsTitle: 'Отзывы по сделке',
  leaveReview: 'Оставить отзыв',
  editReview: 'Изменить отзыв',
  saveReview: 'Сохранить отзыв',
  reviewSaved: 'Отзыв сохранён',
  reviewUpdated: 'Отзыв изменён',
  requestSent: 'Заявка отправлена',
  requestUpdated: 'Заявка изменена',
  noReviews: 'Отзывов по сделке пока нет',
} as const;

export function requestsEmptyText(type: ArticleType): string {
  return type === 'order'
    ? 'Заявок пока нет. Перевозчики увидят заказ в поиске и смогут откликнуться.'
    : 'Заявок пока нет. Грузовладельцы увидят предложение в поиске и смогут откликнуться.';
}

export function deliveredLabel(date: string): string {
  return `Доставлено ${date}`;
}
