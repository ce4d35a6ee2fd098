import type { DialogListKind } from '@fura/domain/dialog-schemas';
import { ROUTES, type RouteName } from '@fura/domain/routes';

export const TAB_ORDER: DialogListKind[] = ['all', 'order', 'user'];

export const TAB_ROUTES: Record<DialogListKind, RouteName> = {
  all: 'messages',
  order: 'messagesByOrder',
  user: 'messagesUsers',
};

export const TAB_LABELS: Record<DialogListKind, string> = {
  all: 'Все',
  order: 'По заказам',
  user: 'Пользователи',
};

export function tabPath(kind: DialogListKind): string {
  return ROUTES[TAB_ROUTES[kind]].path;
}

export const EMPTY_TEXTS: Record<DialogListKind, { title: string; hint: string }> = {
  all: {
    title: 'Сообщений пока нет',
    hint: 'Откройте объявление или профиль пользователя и нажмите «Написать» — диалог появится здесь.',
  },
  order: {
    title: 'Диалогов по объявлениям пока нет',
    hint: 'Откройте объявление и нажмите «Написать», чтобы обсудить перевозку с его автором.',
  },
  user: {
    title: 'Личных диалогов пока нет',
    hint: 'Откройте профиль пользователя и нажмите «Написать».',
  },
};

export const LIST_ERROR_TITLE = 'Не удалось загрузить диалоги';
