import { pluralRu } from '@fura/domain/plural';

/** Texts of the content screens. */
export const CONTENT_TEXTS = {
  faqLead: 'Ответы на вопросы о регистрации, тарифах, заказах, перевозке и безопасности на бирже.',
  searchLabel: 'Поиск по вопросам',
  searchPlaceholder: 'Например: автоплатёж',
  nothingFound: 'Ничего не найдено',
  nothingFoundHint: 'Попробуйте другие слова или напишите в поддержку — ответим.',
  faqEmpty: 'Вопросов пока нет',
  openQuestion: 'Открыть ответ отдельной страницей',
  otherQuestions: 'Другие вопросы раздела',
  backToFaq: 'Все вопросы',
  backToSupport: 'Вернуться в поддержку',
  loadPageError: 'Не удалось загрузить страницу',
  loadFaqError: 'Не удалось загрузить вопросы',
  loadQuestionError: 'Не удалось загрузить вопрос',
  questionNotFoundHint: 'Возможно, вопрос удалили или адрес набран с ошибкой.',
} as const;

const QUESTION_FORMS = ['вопрос', 'вопроса', 'вопросов'] as const;

/** «Найдено 3 вопроса». */
export function foundQuestions(count: number): string {
  return `Найдено ${count} ${pluralRu(count, QUESTION_FORMS)}`;
}

/** «Обновлено 12.08.2026». */
export function updatedLabel(date: string): string {
  return `Обновлено ${date}`;
}
