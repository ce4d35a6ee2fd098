/** The orders of the search's results (/search-order, /search-offer). */
export const SEARCH_SORTS = ['newest', 'loadingDate', 'distance', 'price'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const SEARCH_SORT_LABELS: Record<SearchSort, string> = {
  newest: 'Сначала новые',
  loadingDate: 'По дате погрузки',
  distance: 'Ближе к месту отправления',
  price: 'Сначала дешевле',
};
