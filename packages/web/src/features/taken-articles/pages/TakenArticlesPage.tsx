import { Stack, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import type { ArticleType } from '@fura/domain/articles';
import { ROUTES } from '@fura/domain/routes';
import type { TakingFilter } from '../../../shared/articles/taking-articles-cache';
import { useSession } from '../../../shared/session/session-query';
import { ArticleList } from '../../../shared/articles/ui/ArticleList';
import { useTakingArticles } from '../api/get-taking-articles';
import { TakingFilters } from '../components/TakingFilters';
import { AuthorLine, EmptyTaken } from '../components/TakenListParts';
import { TAKEN_ROUTE } from '../taken-text';

function filterOf(value: string | null): TakingFilter {
  return value === 'working' || value === 'completed' ? value : 'all';
}

/** /taken-offers (cargo) and /taken-orders (carrier): listings where the user is an executor, kept live. */
export function TakenArticlesPage({ type }: { type: ArticleType }) {
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params.get('status'));
  const query = useTakingArticles(type, filter);
  const { user } = useSession();

  const changeFilter = (next: TakingFilter) =>
    setParams(next === 'all' ? {} : { status: next }, { replace: true });

  return (
    <Stack gap="md" maw={1040} data-testid="taken-articles" data-type={type} data-filter={filter}>
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {ROUTES[TAKEN_ROUTE[type]].title}
      </Title>
      <TakingFilters active={filter} onChange={changeFilter} />
      <ArticleList
        query={query}
        empty={<EmptyTaken type={type} filter={filter} />}
        error={{ title: 'Не удалось загрузить объявления', testId: 'taken-error' }}
        actions={(article) => <AuthorLine article={article} selfId={user?._id ?? null} />}
        shownTestId="taken-shown"
      />
    </Stack>
  );
}
