import { PRODUCT_NAME, TITLE_SEPARATOR } from './constants';

/** Page title: the product name, a separator, then the screen title (SPEC §2). */
export function pageTitle(screenTitle: string): string {
  return `${PRODUCT_NAME}${TITLE_SEPARATOR}${screenTitle}`;
}

export const NOT_FOUND_TITLE = 'Страница не найдена';
export const NOT_FOUND_MESSAGE = 'Такой страницы не существует: адрес не найден на сервере';
