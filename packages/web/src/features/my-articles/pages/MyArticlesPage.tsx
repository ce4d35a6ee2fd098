import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ArticleType, ListGroup } from '@fura/domain/articles';
import { ROUTES } from '@fura/domain/routes';
import { ArticleCard } from '../../../shared/ui/article/ArticleCard';
import { ArticleListSkeleton } from '../../../shared/ui/article/ArticleCardSkeleton';
import { ArticleOwnerActions } from '../../../shared/ui/article/ArticleOwnerActions';
import { showErrorToast } from '../../../shared/ui/toast';
import { useMyArticles } from '../api/get-my-articles';
import { EmptyList, ListError } from '../components/ListStates';
import { GroupTabs } from '../components/GroupTabs';
import { CREATE_LINKS, myListRouteName } from '../my-articles-text';

interface MyArticlesPageProps {
  type: ArticleType;
  group: ListGroup | 'all';
}

/** /my-orders… and /my-offers…: the author's listings of one group, with actions, counts and «Показать ещё». */
export function MyArticlesPage({ type, group }: MyArticlesPageProps) {
  const query = useMyArticles(type, group);
  const articles = query.data?.pages.flatMap((page) => page.articles) ?? [];
  const create = CREATE_LINKS[type];

  const loadMore = () => {
    query.fetchNextPage().then((result) => {
      if (result.isFetchNextPageError) showErrorToast(result.error);
    }, showErrorToast);
  };

  return (
    <Stack gap="md" maw={1040} data-testid="my-articles" data-type={type} data-group={group}>
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {ROUTES[myListRouteName(type, group)].title}
        </Title>
        <Button component={Link} to={create.to} leftSection={<IconPlus size={18} aria-hidden />}>
          {create.label}
        </Button>
      </Group>
      <GroupTabs type={type} active={group} />
      {query.isPending ? (
        <ArticleListSkeleton count={3} />
      ) : query.isError && articles.length === 0 ? (
        <ListError message={query.error.message} onRetry={() => void query.refetch()} />
      ) : articles.length === 0 ? (
        <EmptyList type={type} group={group} />
      ) : (
        <Stack gap="sm" component="section" aria-label="Объявления">
          {articles.map((article) => (
            <ArticleCard
              key={article._id}
              article={article}
              href={`/${article.type}/${article._id}`}
              actions={<ArticleOwnerActions article={article} />}
            />
          ))}
          {query.hasNextPage && (
            <Button
              variant="default"
              onClick={loadMore}
              loading={query.isFetchingNextPage}
              data-testid="load-more"
              style={{ alignSelf: 'center' }}
            >
              Показать ещё
            </Button>
          )}
          <Text size="sm" c="dimmed" ta="center" data-testid="my-articles-shown">
            Показано {articles.length} из {query.data?.pages.at(-1)?.countAll ?? articles.length}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
