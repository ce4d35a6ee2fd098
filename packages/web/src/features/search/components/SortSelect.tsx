import { Select } from '@mantine/core';
import type { SearchSort } from '@fura/domain/search-sorts';
import { FILTER_TEXT } from '../search-text';

/** The search's sort: a select whose popover machinery loads apart from the results (issue 28). */
export function SortSelect({
  sorts,
  value,
  onChange,
}: {
  sorts: { value: SearchSort; label: string }[];
  value: SearchSort;
  onChange: (sort: SearchSort) => void;
}) {
  return (
    <Select
      label={FILTER_TEXT.sort}
      data={sorts}
      value={value}
      allowDeselect={false}
      onChange={(sort) => {
        const chosen = sorts.find((item) => item.value === sort);
        if (chosen) onChange(chosen.value);
      }}
      w={{ base: '100%', xs: 260 }}
      ml="auto"
      comboboxProps={{ withinPortal: true }}
      data-testid="search-sort"
    />
  );
}
