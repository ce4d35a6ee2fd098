import { Anchor, Button, Group, Text } from '@mantine/core';
import { IconSearch, IconTruckDelivery, IconTruckReturn } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TArticle } from '@fura/domain/article-schemas';
import type { ArticleType } from '@fura/domain/articles';
import { isReturnLoadDeal } from '@fura/domain/return-load';
import type { TakingFilter } from '../../../shared/articles/taking-articles-cache';
import { EmptyState } from '../../../shared/ui/ListStates';
import { AUTHOR_LABELS, SEARCH_LINKS, emptyTakenText } from '../taken-text';

/** An empty taking list says where to find listings to take. */
export function EmptyTaken({ type, filter }: { type: ArticleType; filter: TakingFilter }) {
  const text = emptyTakenText(type, filter);
  const search = SEARCH_LINKS[type];
  return (
    <EmptyState
      icon={<IconTruckDelivery size={30} />}
      title={text.title}
      hint={text.hint}
      testId="taken-empty"
      action={
        <Button component={Link} to={search.to} leftSection={<IconSearch size={18} aria-hidden />}>
          {search.label}
        </Button>
      }
    />
  );
}

/**
 * The other side of the deal: the listing's author, linked to his profile; for the carrier of a deal in work or just
 * delivered, «Найти обратный груз» (issue 26).
 */
export function AuthorLine({ article, selfId }: { article: TArticle; selfId: string | null }) {
  const { author } = article;
  const returnLoad = selfId !== null && isReturnLoadDeal(article, selfId, new Date());
  return (
    <Group justify="space-between" gap="xs" wrap="wrap">
      <Text size="sm" c="dimmed">
        {AUTHOR_LABELS[article.type]}:{' '}
        <Anchor component={Link} to={`/user/${author._id}`} size="sm" data-testid="taken-author">
          {`${author.name.first} ${author.name.last}`.trim()}
        </Anchor>
      </Text>
      {returnLoad && (
        <Button
          component={Link}
          to={`/return-load?deal=${encodeURIComponent(article._id)}`}
          variant="light"
          size="xs"
          leftSection={<IconTruckReturn size={16} aria-hidden />}
          data-testid="taken-return-load"
        >
          Найти обратный груз
        </Button>
      )}
    </Group>
  );
}
