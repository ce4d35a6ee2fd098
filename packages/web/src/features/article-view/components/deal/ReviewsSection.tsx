import { useState } from 'react';
import { Button, Divider, Paper, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { TArticle } from '@fura/domain/article-schemas';
import { acceptsReviews } from '@fura/domain/deal-rules';
import { DEAL_TEXTS } from '../../deal-texts';
import { reviewTargetIds } from '../../deal-viewer';
import { Section } from '../Section';
import { personName, type DealPerson } from './DealUserLine';
import { ReviewForm } from './ReviewForm';
import { ReviewItem } from './ReviewItem';

function personOf(article: TArticle, userId: string): DealPerson | null {
  if (article.author._id === userId) return article.author;
  return article.executors.find((item) => item.user._id === userId)?.user ?? null;
}

/** The participant's review of one other side: the form, or the saved review with «Изменить отзыв». */
function ReviewTarget({
  article,
  target,
  selfId,
}: {
  article: TArticle;
  target: DealPerson;
  selfId: string;
}) {
  const saved =
    article.reviews.find((item) => item.author._id === selfId && item.user._id === target._id) ?? null;
  const [editing, setEditing] = useState(false);
  return (
    <Paper withBorder radius="md" p="sm" data-testid="review-target" data-user-id={target._id}>
      <Stack gap="sm">
        <Text fw={700}>
          {saved ? 'Ваш отзыв' : DEAL_TEXTS.leaveReview}: {personName(target)}
        </Text>
        {saved && !editing ? (
          <>
            <ReviewItem review={saved} selfId={selfId} />
            <Button
              size="sm"
              variant="light"
              leftSection={<IconPencil size={16} aria-hidden />}
              onClick={() => setEditing(true)}
              style={{ alignSelf: 'flex-start' }}
              data-testid="review-edit"
            >
              {DEAL_TEXTS.editReview}
            </Button>
          </>
        ) : (
          <ReviewForm article={article} userId={target._id} review={saved} onDone={() => setEditing(false)} />
        )}
      </Stack>
    </Paper>
  );
}

/**
 * Reviews of a completed deal for its participants: what they may still write or edit (the author about each
 * executor, an executor about the author) and the other reviews of this deal.
 */
export function ReviewsSection({ article, selfId }: { article: TArticle; selfId: string }) {
  const targets = acceptsReviews(article.status)
    ? reviewTargetIds(article, selfId)
        .map((id) => personOf(article, id))
        .filter((person): person is DealPerson => person !== null)
    : [];
  const others = article.reviews.filter(
    (review) => review.author._id !== selfId || !targets.some((target) => target._id === review.user._id),
  );
  if (targets.length === 0 && others.length === 0) return null;
  return (
    <Section title={DEAL_TEXTS.reviewsTitle} testId="deal-reviews">
      <Stack gap="sm">
        {targets.map((target) => (
          <ReviewTarget key={target._id} article={article} target={target} selfId={selfId} />
        ))}
        {targets.length > 0 && others.length > 0 && <Divider />}
        {others.map((review) => (
          <ReviewItem key={review._id} review={review} selfId={selfId} />
        ))}
      </Stack>
    </Section>
  );
}
