import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ArticleType, ListGroup } from '@fura/domain/articles';
import { ROUTES } from '@fura/domain/routes';
import { ArticleList } from '../../../shared/articles/ui/ArticleList';
import { ArticleOwnerActions } from '../../../shared/articles/ui/ArticleOwnerActions';
import { useMyArticles } from '../api/get-my-articles';
import { EmptyList } from '../components/EmptyList';
import { GroupTabs } from '../components/GroupTabs';
import { HiddenOffersNotice } from '../components/HiddenOffersNotice';
import { CREATE_LINKS, myListRouteName } from '../my-articles-text';

interface MyArticlesPageProps {
  type: ArticleType;
  group: ListGroup | 'all';
}

/** /my-orders… and /my-offers…: the author's listings of one group, with actions, counts and «Показать ещё». */
export function MyArticlesPage({ type, group }: MyArticlesPageProps) {
  const query = useMyArticles(type, group);
  const create = CREATE_LINKS[type];

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
      {type === 'offer' ? <HiddenOffersNotice /> : null}
      <GroupTabs type={type} active={group} />
      <ArticleList
        query={query}
        empty={<EmptyList type={type} group={group} />}
        error={{ title: 'Не удалось загрузить объявления', testId: 'my-articles-error' }}
        actions={(article) => <ArticleOwnerActions article={article} />}
        shownTestId="my-articles-shown"
      />
    </Stack>
  );
}
