import type { ArticleType } from '@fura/domain/articles';

/** What the listing form says, per listing type. */
export const ARTICLE_FORM_TEXTS = {
  order: {
    photosTitle: 'Фотографии груза',
    commentLabel: 'Что важно знать перевозчику',
    commentPlaceholder: 'Например: упаковано на паллетах, нужна растентовка, есть грузчики на месте',
    published: 'Заказ опубликован',
  },
  offer: {
    photosTitle: 'Дополнительные фотографии',
    commentLabel: 'Что важно знать грузовладельцу',
    commentPlaceholder: 'Например: возьму попутный груз, есть ремни и коники, работаю с НДС',
    published: 'Предложение опубликовано',
  },
} as const satisfies Record<ArticleType, Record<string, string>>;

export const DRAFT_SAVED = 'Черновик сохранён';
export const CHANGES_SAVED = 'Изменения сохранены';

export const EDIT_REFUSALS = {
  notAuthor: 'Изменить объявление может только его автор',
  locked: 'Объявление в работе или завершено — его уже нельзя изменить',
  loadFailed: 'Не удалось загрузить объявление',
} as const;

export function createdToast(type: ArticleType, publish: boolean): string {
  return publish ? ARTICLE_FORM_TEXTS[type].published : DRAFT_SAVED;
}
