import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { TSavedSearch } from '@fura/domain/saved-search-schemas';
import { ArticleCard } from '../../../shared/articles/ui/ArticleCard';
import { ArticleListSkeleton } from '../../../shared/articles/ui/ArticleCardSkeleton';
import { formatDateTime } from '../../../shared/format/date';
import { useSession } from '../../../shared/session/session-query';
import { QueryStates } from '../../../shared/ui/QueryStates';
import { useSavedSearchMatches } from '../api/saved-searches';
import { MY_SEARCHES_TEXT } from '../texts';
import classes from './SavedSearchCard.module.css';

/**
 * What a saved search found (at most 30, newest first), the new ones since it was last opened marked «Новое». Opening
 * it marks the search opened; listings that came while it is open are offered with «Пришли ещё — обновить».
 */
export function SearchMatches({ search, id }: { search: TSavedSearch; id: string }) {
  const query = useSavedSearchMatches(search.id);
  const { user } = useSession();
  const arrived = query.isSuccess && !query.isFetching && search.newCount > 0;

  return (
    <section
      id={id}
      aria-label={MY_SEARCHES_TEXT.matchesTitle(search.name)}
      data-testid="saved-search-matches"
    >
      <QueryStates
        query={query}
        loading={<ArticleListSkeleton count={2} />}
        error={{ title: MY_SEARCHES_TEXT.matchesError, testId: 'saved-search-matches-error' }}
        isEmpty={(answer) => answer.matches.length === 0}
        empty={
          <Text size="sm" c="dimmed" data-testid="saved-search-matches-empty">
            {MY_SEARCHES_TEXT.matchesEmpty}
          </Text>
        }
      >
        {(answer) => (
          <Stack gap="sm">
            {arrived && (
              <Button
                variant="light"
                size="sm"
                leftSection={<IconRefresh size={16} aria-hidden />}
                onClick={() => void query.refetch()}
                style={{ alignSelf: 'flex-start' }}
                data-testid="saved-search-matches-refresh"
              >
                {MY_SEARCHES_TEXT.moreArrived}
              </Button>
            )}
            {!answer.matches.some((match) => match.isNew) && (
              <Text size="sm" c="dimmed">
                {MY_SEARCHES_TEXT.noNew}
              </Text>
            )}
            <ul className={classes.matches}>
              {answer.matches.map((match) => (
                <li key={match.article._id} data-testid="saved-search-match" data-new={match.isNew}>
                  <Group gap="xs" mb={4}>
                    {match.isNew && (
                      <Badge color="green" variant="filled" size="sm" data-testid="saved-search-match-new">
                        {MY_SEARCHES_TEXT.isNew}
                      </Badge>
                    )}
                    <Text size="xs" c="dimmed">
                      {MY_SEARCHES_TEXT.matchedAt(formatDateTime(match.matchedAt))}
                    </Text>
                  </Group>
                  <ArticleCard
                    article={match.article}
                    href={`/${match.article.type}/${match.article._id}`}
                    viewerId={user?._id ?? null}
                  />
                </li>
              ))}
            </ul>
          </Stack>
        )}
      </QueryStates>
    </section>
  );
}
