import { Group, Stack, Text } from '@mantine/core';
import type { TReview } from '@fura/domain/deal-items';
import { formatDate } from '../../../../shared/format/date';
import { RatingStars } from '../../../../shared/ui/RatingStars';
import { personName } from './DealUserLine';
import classes from '../ArticleView.module.css';

/** A review of the deal: stars, who wrote it about whom, the comment as plain text, the date. */
export function ReviewItem({ review, selfId }: { review: TReview; selfId: string }) {
  const name = (user: TReview['user']) => (user._id === selfId ? 'Вы' : personName(user));
  return (
    <Stack gap={4} data-testid="review-item" data-review-id={review._id}>
      <Group gap="xs" wrap="wrap">
        <RatingStars value={review.rating} />
        <Text size="sm" fw={600}>
          {name(review.author)} → {name(review.user)}
        </Text>
        <Text size="xs" c="dimmed">
          {formatDate(review.updatedAt)}
        </Text>
      </Group>
      <Text size="sm" className={classes.comment} data-testid="review-comment-text">
        {review.comment}
      </Text>
    </Stack>
  );
}
