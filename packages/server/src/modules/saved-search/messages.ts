/** The saved searches' server-side Russian messages (the input's are the domain's SAVED_SEARCH_MESSAGES). */
export const SAVED_SEARCH_SERVER_MESSAGES = {
  notFound: 'Поиск не найден',
  banned: 'Профиль заблокирован: сохранять поиски нельзя',
} as const;
