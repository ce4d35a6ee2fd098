import { Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconMessageStar } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import type { ReviewListKind } from '@fura/domain/review-schemas';
import { EmptyState } from '../../../shared/ui/ListStates';
import { ReviewList } from '../../../shared/deals/ReviewList';
import { NO_REVIEWS_LABEL, reviewsCountLabel } from '../../../shared/deals/review-format';
import { formatRating } from '../../../shared/format/number';
import { useSession } from '../../../shared/session/session-query';
import { RatingStars } from '../../../shared/ui/RatingStars';
import { useReviews } from '../api/get-reviews';

const EMPTY: Record<ReviewListKind, { title: string; hint: string }> = {
  me: {
    title: 'О вас пока нет отзывов',
    hint: 'Отзывы оставляют участники завершённых сделок. Отзыв о вас появится здесь.',
  },
  my: {
    title: 'Вы ещё не оставили отзывов',
    hint: 'Оставить отзыв о другой стороне можно на странице завершённой сделки.',
  },
};

function KindReviews({ kind }: { kind: ReviewListKind }) {
  const query = useReviews(kind);
  return (
    <ReviewList
      query={query}
      // About me: who wrote it; written by me: about whom.
      personOf={(review) => (kind === 'me' ? review.author : review.user)}
      empty={
        <EmptyState icon={<IconMessageStar size={30} />} testId={`reviews-empty-${kind}`} {...EMPTY[kind]} />
      }
    />
  );
}

/** /reviews: reviews about me and reviews I wrote, 10 per page. */
export function ReviewsPage() {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const kind: ReviewListKind = params.get('tab') === 'my' ? 'my' : 'me';

  return (
    <Stack gap="md" maw={820} data-testid="reviews-page">
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        Отзывы
      </Title>
      {user && (
        <Group gap="xs" data-testid="reviews-my-rating">
          {user.reviewsCount > 0 ? (
            <>
              <RatingStars value={user.rating} size="md" />
              {/* The stars' name already says the figure. */}
              <Text fw={700} aria-hidden>
                {formatRating(user.rating)}
              </Text>
              <Text c="dimmed">· {reviewsCountLabel(user.reviewsCount)}</Text>
            </>
          ) : (
            <Text c="dimmed">{NO_REVIEWS_LABEL}</Text>
          )}
        </Group>
      )}
      <Tabs
        value={kind}
        onChange={(value) => setParams(value === 'my' ? { tab: 'my' } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="me" data-testid="reviews-tab-me">
            Обо мне
          </Tabs.Tab>
          <Tabs.Tab value="my" data-testid="reviews-tab-my">
            Мои отзывы
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="me" pt="md">
          <KindReviews kind="me" />
        </Tabs.Panel>
        <Tabs.Panel value="my" pt="md">
          <KindReviews kind="my" />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
