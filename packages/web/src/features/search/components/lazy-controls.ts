import { lazy } from 'react';

// The search's controls — the filters' inputs (address suggestions, date pickers, number ranges, checkboxes) and the
// sort's select — load apart from the results: the server renders them, and the browser hydrates them when their
// chunk arrives, after the results and links (lazy hydration, issue 28). A search page's first JavaScript is then the
// results' alone.
export const SearchFiltersPanel = lazy(() =>
  import('./SearchFiltersPanel').then((module) => ({ default: module.SearchFiltersPanel })),
);
export const SortSelect = lazy(() =>
  import('./SortSelect').then((module) => ({ default: module.SortSelect })),
);
