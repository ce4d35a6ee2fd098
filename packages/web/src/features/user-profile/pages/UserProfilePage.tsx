import { Button, Group, Stack, Tabs } from '@mantine/core';
import { IconHome, IconMessageStar, IconUserOff } from '@tabler/icons-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/client';
import { EmptyState, LoadError } from '../../../shared/ui/ListStates';
import { WriteMessageButton } from '../../../shared/dialogs/WriteMessageButton';
import { OfferOrderButton } from '../../../shared/articles/ui/OfferOrderButton';
import { ReviewList } from '../../../shared/deals/ReviewList';
import { fullName } from '../../../shared/deals/review-format';
import { useSession } from '../../../shared/session/session-query';
import { usePageTitle } from '../../../shared/ui/page-meta';
import { usePublicUser, useUserReviews } from '../api/user-profile-api';
import { ProfileHeader, ProfileSkeleton } from '../components/ProfileHeader';
import { UserArticles } from '../components/UserArticles';

export const USER_NOT_FOUND_TEXT = 'Пользователь не найден';

function UserReviews({ userId }: { userId: string }) {
  const query = useUserReviews(userId);
  return (
    <ReviewList
      query={query}
      personOf={(review) => review.author}
      empty={
        <EmptyState
          icon={<IconMessageStar size={30} />}
          title="Отзывов пока нет"
          hint="Отзывы оставляют участники завершённых сделок с этим пользователем."
          testId="user-reviews-empty"
        />
      }
    />
  );
}

/** /user/{id}: a user's public profile with rating, reviews about him and his published listings (guests too). */
export function UserProfilePage() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'articles' ? 'articles' : 'reviews';
  const { user: viewer } = useSession();
  const query = usePublicUser(id);
  const user = query.data;
  usePageTitle(user ? fullName(user) : 'Профиль пользователя');

  if (query.isPending) return <ProfileSkeleton />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return (
        <EmptyState
          icon={<IconUserOff size={30} />}
          title={USER_NOT_FOUND_TEXT}
          hint="Возможно, ссылка неверна или профиль удалён."
          testId="user-not-found"
          action={
            <Button component={Link} to="/" variant="light" leftSection={<IconHome size={18} aria-hidden />}>
              На главную
            </Button>
          }
        />
      );
    }
    return (
      <LoadError
        title="Не удалось открыть профиль"

        message={query.error.message}

        onRetry={() => void query.refetch()}

        testId="user-profile-error"
      />
    );
  }
  if (!user) return null;

  const canOffer = viewer?.type === 'cargo' && user.type === 'carrier';
  const canWrite = viewer !== null && viewer !== undefined && viewer._id !== user._id;
  const action =
    canOffer || canWrite ? (
      <Group gap="sm" wrap="wrap">
        {canOffer && <OfferOrderButton carrierId={user._id} />}
        {canWrite && <WriteMessageButton kind="user" userId={user._id} />}
      </Group>
    ) : undefined;
  return (
    <Stack gap="md" maw={1040} data-testid="user-profile" data-user-id={user._id}>
      <ProfileHeader user={user} action={action} />
      <Tabs
        value={tab}
        onChange={(value) => setParams(value === 'articles' ? { tab: 'articles' } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="reviews" data-testid="user-tab-reviews">
            Отзывы ({user.reviewsCount})
          </Tabs.Tab>
          <Tabs.Tab value="articles" data-testid="user-tab-articles">
            {user.type === 'carrier' ? 'Предложения' : 'Заказы'}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="reviews" pt="md">
          <UserReviews userId={user._id} />
        </Tabs.Panel>
        <Tabs.Panel value="articles" pt="md">
          <UserArticles user={user} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
