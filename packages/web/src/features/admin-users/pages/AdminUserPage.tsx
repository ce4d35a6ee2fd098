import { Anchor, Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { routePath } from '@fura/domain/routes';
import { QueryStates } from '../../../shared/ui/QueryStates';
import { useAdminUserCard } from '../api/user-card';
import { BanForm } from '../components/BanForm';
import { CardSection, ListingLine, ReviewLine, SessionLine } from '../components/CardSections';
import { NoticeForm } from '../components/NoticeForm';
import { PaymentLine } from '../components/PaymentLine';
import { UserActions } from '../components/UserActions';
import { UserSummary } from '../components/UserSummary';
import { ADMIN_USERS_TEXTS as T } from '../user-texts';

/** The user card (/admin/users/:id): who he is, the actions, and the latest of his listings, deals and more. */
export function AdminUserPage() {
  const userId = useParams().id ?? '';
  const query = useAdminUserCard(userId);

  return (
    <Stack gap="md">
      <Anchor component={Link} to={routePath('adminUsers')} size="sm">
        <IconArrowLeft size={14} aria-hidden /> {T.back}
      </Anchor>
      <QueryStates
        query={query}
        loading={<Skeleton height={200} radius="md" data-testid="user-card-loading" />}
        error={{ title: T.cardError, testId: 'user-card-error' }}
      >
        {(data) => (
          <>
            <UserSummary user={data.user} />
            <UserActions user={data.user} />
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              {!data.user.isBan && data.user.type !== 'admin' && (
                <Paper withBorder radius="md" p="md">
                  <BanForm userId={data.user._id} />
                </Paper>
              )}
              <Paper withBorder radius="md" p="md">
                <NoticeForm userId={data.user._id} />
              </Paper>
            </SimpleGrid>
            <CardSection title={T.listings} count={data.listings.length} testId="card-listings">
              {data.listings.map((listing) => (
                <ListingLine key={listing._id} listing={listing} />
              ))}
            </CardSection>
            <CardSection title={T.deals} count={data.deals.length} testId="card-deals">
              {data.deals.map((deal) => (
                <ListingLine key={deal._id} listing={deal} />
              ))}
            </CardSection>
            <CardSection title={T.reviews} count={data.reviews.length} testId="card-reviews">
              {data.reviews.map((review) => (
                <ReviewLine key={review._id} review={review} />
              ))}
            </CardSection>
            <CardSection title={T.payments} count={data.payments.length} testId="card-payments">
              {data.payments.map((payment) => (
                <PaymentLine key={payment._id} payment={payment} />
              ))}
            </CardSection>
            <CardSection title={T.sessions} count={data.sessions.length} testId="card-sessions">
              {data.sessions.map((session) => (
                <SessionLine key={session._id} session={session} />
              ))}
            </CardSection>
          </>
        )}
      </QueryStates>
    </Stack>
  );
}
