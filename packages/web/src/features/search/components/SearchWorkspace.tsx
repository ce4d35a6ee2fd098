import { Suspense, useMemo, useState } from 'react';
import { Badge, Button, Grid, Group, Paper, Skeleton, Stack } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import type { ArticleType } from '@fura/domain/articles';
import { SEARCH_SORTS, SEARCH_SORT_LABELS } from '@fura/domain/search-sorts';
import { useSearchArticles } from '../api/search-articles';
import { countActiveFilters } from '../../../shared/search/search-params';
import { SaveSearchButton } from '../saved/SaveSearchButton';
import { radiusDraft } from '../saved/saved-draft';
import { FILTER_TEXT } from '../search-text';
import { useSearchFilters } from '../use-search-filters';
import { needFilters, SearchFiltersPanel, SortSelect } from './lazy-controls';
import { SearchResults } from './SearchResults';
import classes from './SearchLayout.module.css';

/** Filters (a sidebar on desktop, a folding panel on phones), the sort and the results. */
export function SearchWorkspace({ type }: { type: ArticleType }) {
  const state = useSearchFilters();
  const { filters, update } = state;
  const query = useSearchArticles(type, filters, true);
  const [opened, setOpened] = useState(false);
  const active = countActiveFilters(filters);
  const draft = useMemo(() => radiusDraft(filters, type), [filters, type]);
  const sorts = SEARCH_SORTS.filter((sort) => sort !== 'distance' || filters.from).map((sort) => ({
    value: sort,
    label: SEARCH_SORT_LABELS[sort],
  }));

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Button
          hiddenFrom="md"
          fullWidth
          variant="default"
          justify="space-between"
          leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
          rightSection={
            <Group gap={6} wrap="nowrap">
              {active > 0 && (
                <Badge circle size="lg" aria-label={`Выбрано фильтров: ${active}`}>
                  {active}
                </Badge>
              )}
              {opened ? <IconChevronUp size={18} aria-hidden /> : <IconChevronDown size={18} aria-hidden />}
            </Group>
          }
          aria-expanded={opened}
          aria-controls="search-filters"
          onClick={() => {
            needFilters();
            setOpened((value) => !value);
          }}
          data-testid="search-filters-toggle"
        >
          {FILTER_TEXT.filters}
        </Button>
        <Paper
          id="search-filters"
          withBorder
          radius="md"
          p="md"
          mt={{ base: 'sm', md: 0 }}
          className={classes.filters}
          data-collapsed={!opened}
          component="section"
          aria-label={FILTER_TEXT.filters}
        >
          <Suspense fallback={<Skeleton height={420} aria-hidden />}>
            <SearchFiltersPanel {...state} />
          </Suspense>
          <Button hiddenFrom="md" fullWidth mt="md" onClick={() => setOpened(false)}>
            {FILTER_TEXT.showResults}
          </Button>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="sm">
          <Group justify="space-between" align="flex-end" gap="sm">
            <SaveSearchButton draft={draft} />
            <Suspense fallback={<Skeleton height={60} w={{ base: '100%', xs: 260 }} ml="auto" aria-hidden />}>
              <SortSelect sorts={sorts} value={filters.sort} onChange={(sort) => update({ sort })} />
            </Suspense>
          </Group>
          <SearchResults type={type} query={query} onReset={state.reset} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
