import { useEffect, useRef } from 'react';
import { Alert, Box, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconMapPin, IconRoute, IconSearchOff } from '@tabler/icons-react';
import type { ArticleType } from '@fura/domain/articles';
import type { TCorridorResult } from '@fura/domain/corridor-search';
import { ArticleCard } from '../../../../shared/articles/ui/ArticleCard';
import { ArticleListSkeleton } from '../../../../shared/articles/ui/ArticleCardSkeleton';
import { EmptyState } from '../../../../shared/ui/ListStates';
import type { CorridorQuery } from '../api/search-corridor';
import { RESULT_TEXT } from '../corridor-text';
import type { Selection } from './selection';
import classes from './Corridor.module.css';

/** The results of every loaded page, in order: their numbers (1, 2, 3…) are the map's. */
export function corridorResults(query: CorridorQuery): TCorridorResult[] {
  return query.data?.pages.flatMap((page) => page.results) ?? [];
}

function ResultItem({
  result,
  number,
  type,
  estimated,
  selected,
  scrollTo,
  viewerId,
  onSelect,
}: {
  result: TCorridorResult;
  number: number;
  type: ArticleType;
  estimated: boolean;
  selected: boolean;
  /** Picked on the map: the card comes into view. */
  scrollTo: boolean;
  viewerId: string | null;
  onSelect: (id: string, from: Selection['from']) => void;
}) {
  const ref = useRef<HTMLLIElement>(null);
  const id = result.article._id;
  useEffect(() => {
    if (scrollTo) ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [scrollTo]);

  return (
    <li
      ref={ref}
      className={classes.result}
      data-selected={selected}
      aria-current={selected ? 'true' : undefined}
      data-testid="corridor-result"
      data-article-id={id}
      onFocus={() => {
        if (!selected) onSelect(id, 'focus');
      }}
    >
      <span className={classes.number} data-testid="corridor-result-number">
        <VisuallyHidden>{RESULT_TEXT.markLabel} </VisuallyHidden>
        {number}
      </span>
      <ArticleCard
        article={result.article}
        href={`/${type}/${id}`}
        viewerId={viewerId}
        actions={
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Group gap={6} wrap="nowrap">
              <IconRoute size={18} aria-hidden className={classes.detourIcon} />
              <Text fw={600} size="sm" data-testid="corridor-detour">
                {RESULT_TEXT.detour(result.detourKm, estimated)}
              </Text>
            </Group>
            <Button
              size="xs"
              variant={selected ? 'filled' : 'light'}
              leftSection={<IconMapPin size={16} aria-hidden />}
              aria-pressed={selected}
              aria-label={RESULT_TEXT.onMapName(number)}
              onClick={() => onSelect(id, 'list')}
              data-testid="corridor-show-on-map"
            >
              {RESULT_TEXT.onMap}
            </Button>
          </Group>
        }
      />
    </li>
  );
}

/**
 * The corridor results: skeletons, an error with retry, the empty state (a wider corridor, an intermediate point),
 * or the numbered cards with their detour and «Показать ещё».
 */
export function CorridorResults({
  type,
  query,
  widthKm,
  selection,
  viewerId,
  onSelect,
  onWiden,
}: {
  type: ArticleType;
  query: CorridorQuery;
  widthKm: number;
  selection: Selection | null;
  viewerId: string | null;
  onSelect: (id: string, from: Selection['from']) => void;
  /** Doubles the corridor (up to its maximum); absent when it is at the maximum. */
  onWiden: (() => void) | null;
}) {
  const results = corridorResults(query);
  if (query.isPending || (query.isPlaceholderData && results.length === 0)) {
    return <ArticleListSkeleton count={3} />;
  }

  if (query.isError && !query.data) {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle size={20} aria-hidden />}
        title={RESULT_TEXT.error}
        data-testid="corridor-error"
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{query.error.message}</Text>
          <Button variant="light" color="red" onClick={() => void query.refetch()}>
            {RESULT_TEXT.retry}
          </Button>
        </Stack>
      </Alert>
    );
  }

  const route = query.data?.pages[0]?.route;
  const estimated = route?.estimated ?? true;
  if (results.length === 0) {
    return (
      <EmptyState
        icon={<IconSearchOff size={30} />}
        title={RESULT_TEXT.empty}
        hint={RESULT_TEXT.emptyHint(widthKm)}
        testId="corridor-empty"
        action={
          onWiden ? (
            <Button variant="light" onClick={onWiden} data-testid="corridor-widen">
              {RESULT_TEXT.widen(Math.min(widthKm * 2, 200))}
            </Button>
          ) : undefined
        }
      />
    );
  }

  return (
    <Stack gap="sm">
      <Box
        aria-busy={query.isPlaceholderData}
        style={{ opacity: query.isPlaceholderData ? 0.55 : 1, transition: 'opacity 150ms' }}
      >
        <ol className={classes.results} data-testid="corridor-results">
          {results.map((result, index) => {
            const selected = selection?.id === result.article._id;
            return (
              <ResultItem
                key={result.article._id}
                result={result}
                number={index + 1}
                type={type}
                estimated={estimated}
                selected={selected}
                scrollTo={selected && selection?.from === 'map'}
                viewerId={viewerId}
                onSelect={onSelect}
              />
            );
          })}
        </ol>
      </Box>
      {query.isFetchNextPageError && (
        <Text c="red" size="sm" role="alert">
          {RESULT_TEXT.error}
        </Text>
      )}
      {query.hasNextPage && (
        <Button
          variant="light"
          onClick={() => void query.fetchNextPage()}
          loading={query.isFetchingNextPage}
          data-testid="corridor-load-more"
          style={{ alignSelf: 'center' }}
        >
          {RESULT_TEXT.loadMore}
        </Button>
      )}
    </Stack>
  );
}
