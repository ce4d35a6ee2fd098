import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { TDealUser, TReview } from '@fura/domain/deal-items';
import { formatDate } from '../format/date';
import { useTimeZone } from '../format/use-time-zone';
import { RatingStars } from '../ui/RatingStars';
import { fullName } from './review-format';
import { UserAvatar } from './UserAvatar';

const ARTICLE_LINK_LABELS: Record<TReview['articleType'], string> = {
  order: 'Открыть заказ',
  offer: 'Открыть предложение',
};

/** One review: the other user (who wrote it, or about whom), stars, date, the comment and the deal's listing. */
export function ReviewCard({ review, person }: { review: TReview; person: TDealUser }) {
  const zone = useTimeZone();
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="article"
      data-testid="review-card"
      data-review-id={review._id}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <UserAvatar user={person} />
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Anchor
                component={Link}
                to={`/user/${person._id}`}
                fw={700}
                data-testid="review-person"
                style={{ overflowWrap: 'anywhere' }}
              >
                {fullName(person)}
              </Anchor>
              <RatingStars value={review.rating} data-testid="review-rating" />
            </Stack>
          </Group>
          <Text size="sm" c="dimmed" style={{ flexShrink: 0 }} data-testid="review-date">
            {formatDate(review.createdAt, zone)}
          </Text>
        </Group>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="review-comment">
          {review.comment}
        </Text>
        <Anchor
          component={Link}
          to={`/${review.articleType}/${review.articleId}`}
          size="sm"
          data-testid="review-article"
        >
          {ARTICLE_LINK_LABELS[review.articleType]}
        </Anchor>
      </Stack>
    </Paper>
  );
}
