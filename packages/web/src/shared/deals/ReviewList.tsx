import type { ReactNode } from 'react';
import { Paper, Skeleton, Stack } from '@mantine/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { TDealUser, TReview } from '@fura/domain/deal-items';
import type { TReviewsResponse } from '@fura/domain/review-schemas';
import { LoadError } from '../ui/ListStates';
import { ReviewCard } from './ReviewCard';
import { LoadMoreButton } from '../ui/LoadMoreButton';

type ReviewPages = UseInfiniteQueryResult<InfiniteData<TReviewsResponse>>;

/** The offset of the next page of reviews, or undefined when every review is loaded. */
export function nextReviewsOffset(pages: readonly TReviewsResponse[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.reviews.length, 0);
  const countAll = pages.at(-1)?.countAll ?? 0;
  return loaded < countAll ? loaded : undefined;
}

function ReviewSkeletons() {
  return (
    <Stack gap="sm" aria-busy="true" aria-label="Загрузка отзывов" data-testid="reviews-skeleton">
      {[0, 1, 2].map((index) => (
        <Paper key={index} withBorder radius="md" p="md" aria-hidden>
          <Stack gap={8}>
            <Skeleton height={20} width="40%" />
            <Skeleton height={14} width="90%" />
            <Skeleton height={14} width="60%" />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** Reviews page by page with «Показать ещё»; `personOf` picks whom each card shows (author or reviewed user). */
export function ReviewList({
  query,
  personOf,
  empty,
}: {
  query: ReviewPages;
  personOf: (review: TReview) => TDealUser;
  empty: ReactNode;
}) {
  const reviews = query.data?.pages.flatMap((page) => page.reviews) ?? [];
  if (query.isPending) return <ReviewSkeletons />;
  if (query.isError && reviews.length === 0) {
    return (
      <LoadError
        title="Не удалось загрузить отзывы"
        message={query.error.message}
        onRetry={() => void query.refetch()}
        testId="reviews-error"
      />
    );
  }
  if (reviews.length === 0) return <>{empty}</>;
  return (
    <Stack gap="sm" component="section" aria-label="Отзывы">
      {reviews.map((review) => (
        <ReviewCard key={review._id} review={review} person={personOf(review)} />
      ))}
      <LoadMoreButton query={query} testId="reviews-load-more" />
    </Stack>
  );
}
