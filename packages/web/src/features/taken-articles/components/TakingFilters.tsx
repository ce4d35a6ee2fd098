import { Badge, Chip, Group } from '@mantine/core';
import { countOf } from '@fura/domain/article-lists';
import {
  TAKING_FILTERS,
  TAKING_FILTER_STATUSES,
  type TakingFilter,
} from '../../../shared/articles/taking-articles-cache';
import { useSession } from '../../../shared/session/session-query';
import { FILTER_LABELS } from '../taken-text';

function isTakingFilter(value: string): value is TakingFilter {
  return (TAKING_FILTERS as readonly string[]).includes(value);
}

/** «Все / В работе / Завершённые», each with its count from the session (kept live by socket events). */
export function TakingFilters({
  active,
  onChange,
}: {
  active: TakingFilter;
  onChange: (filter: TakingFilter) => void;
}) {
  const { session } = useSession();
  const counts = session?.takeCountsArticles ?? { countAll: 0, byStatus: {} };
  return (
    <Chip.Group
      multiple={false}
      value={active}
      onChange={(value) => isTakingFilter(value) && onChange(value)}
    >
      <Group gap="xs" role="radiogroup" aria-label="Статус">
        {TAKING_FILTERS.map((filter) => (
          <Chip key={filter} value={filter} variant="light" data-testid={`taking-filter-${filter}`}>
            {FILTER_LABELS[filter]}{' '}
            <Badge size="xs" variant="light" color="gray" ml={4} data-testid={`taking-count-${filter}`}>
              {filter === 'all' ? counts.countAll : countOf(counts, TAKING_FILTER_STATUSES[filter])}
            </Badge>
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
