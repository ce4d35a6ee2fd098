import { lazy } from 'react';

// The search's controls — the filters' inputs (address suggestions, date pickers, number ranges, checkboxes) and the
// sort's select — load apart from the results: the server renders them, and the browser hydrates them when their
// chunk arrives, after the results and links (lazy hydration, issue 28). A search page's first JavaScript is then the
// results' alone.

/** Below Mantine's `md` the filters are a folded panel (SearchLayout.module.css): nothing to hydrate until opened. */
const FOLDED_FILTERS = '(max-width: 61.99em)';

let unfold: () => void = () => undefined;
const unfolded = new Promise<void>((resolve) => {
  unfold = resolve;
});

/** The folded filters are opened: their code loads now (at once where they are not folded). */
export function needFilters(): void {
  unfold();
}

export const SearchFiltersPanel = lazy(async () => {
  if (typeof window !== 'undefined' && window.matchMedia(FOLDED_FILTERS).matches) await unfolded;
  const module = await import('./SearchFiltersPanel');
  return { default: module.SearchFiltersPanel };
});
export const SortSelect = lazy(() =>
  import('./SortSelect').then((module) => ({ default: module.SortSelect })),
);
