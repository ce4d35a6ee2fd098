import { Anchor, Avatar, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconShieldCheck, IconStarFilled } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TArticle } from '@fura/domain/article-schemas';
import { contractLabel } from '@fura/domain/users';
import { ratingLabel } from '../../../shared/deals/review-format';
import { avatarUrl } from '../../../shared/format/avatar';
import { TrustLine } from '../../../shared/users/TrustLine';

/** Who published the listing: public profile facts only, never contacts. */
export function ArticleAuthor({ author, type }: { author: TArticle['author']; type: TArticle['type'] }) {
  const name = `${author.name.first} ${author.name.last}`.trim();
  const reviews = ratingLabel(author.rating, author.reviewsCount);
  return (
    <Paper withBorder radius="md" p="md" data-testid="article-author">
      <Stack gap="sm">
        <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
          {type === 'order' ? 'Грузовладелец' : 'Перевозчик'}
        </Text>
        <Group gap="sm" wrap="nowrap" align="center">
          <Avatar src={avatarUrl(author.avatar)} alt="" radius="xl" size={48} color="brand">
            {author.name.first.slice(0, 1)}
            {author.name.last.slice(0, 1)}
          </Avatar>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Anchor component={Link} to={`/user/${author._id}`} fw={700} data-testid="article-author-link">
              {name}
            </Anchor>
            <Group gap={4} wrap="nowrap">
              <IconStarFilled size={14} color="var(--mantine-color-yellow-6)" aria-hidden />
              <Text size="sm" data-testid="article-author-rating">
                {reviews}
              </Text>
            </Group>
          </Stack>
        </Group>
        <Text size="sm" c="dimmed">
          {contractLabel(author.contract.id)}
        </Text>
        {/* The trust line (issue 29) but the passport mark below and the rating above. */}
        {author.trust && (
          <TrustLine facts={author.trust} omit={['passport', 'rating']} testId="article-author-trust" />
        )}
        {author.isPassportVerified && (
          <Badge
            color="green"
            variant="light"
            leftSection={<IconShieldCheck size={14} aria-hidden />}
            data-testid="article-author-passport"
          >
            Паспорт подтверждён
          </Badge>
        )}
      </Stack>
    </Paper>
  );
}
