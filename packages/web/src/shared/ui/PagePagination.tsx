import { Pagination } from '@mantine/core';

/** Page numbers under a paged list (the admin console's lists); nothing when everything fits on one page. */
export function PagePagination({
  page,
  total,
  onChange,
}: {
  page: number;
  /** How many pages there are. */
  total: number;
  onChange: (page: number) => void;
}) {
  if (total <= 1) return null;
  return (
    <Pagination
      value={page}
      onChange={onChange}
      total={total}
      getControlProps={(control) => ({
        'aria-label': control === 'previous' ? 'Предыдущая страница' : 'Следующая страница',
      })}
      getItemProps={(item) => ({ 'aria-label': `Страница ${item}` })}
      style={{ alignSelf: 'center' }}
    />
  );
}

/** How many pages `countAll` items make at `perPage` a page (at least one). */
export function pageCount(countAll: number, perPage: number): number {
  return Math.max(1, Math.ceil(countAll / perPage));
}
