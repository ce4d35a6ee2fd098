import type { ReactNode } from 'react';
import { Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import type { TPublicUser } from '@fura/domain/user';
import { USER_TYPE_LABELS, contractLabel } from '@fura/domain/users';
import { fullName, NO_REVIEWS_LABEL, reviewsCountLabel } from '../../../shared/deals/review-format';
import { UserAvatar } from '../../../shared/deals/UserAvatar';
import { formatDate } from '../../../shared/format/date';
import { useTimeZone } from '../../../shared/format/use-time-zone';
import { formatRating } from '../../../shared/format/number';
import { PassportVerifiedMark } from '../../../shared/articles/ui/PassportVerifiedMark';
import { RatingStars } from '../../../shared/ui/RatingStars';
import { TrustLine } from '../../../shared/users/TrustLine';
import { CompanyFacts } from './CompanyFacts';

/** Who the user is: photo, name, role, contract type, rating with reviews count, passport mark. */
export function ProfileHeader({ user, action }: { user: TPublicUser; action?: ReactNode }) {
  const zone = useTimeZone();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid="user-profile-header">
      <Group align="flex-start" gap="md" wrap="nowrap">
        <UserAvatar user={user} size={72} />
        <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
          <Title order={1} fz={{ base: 22, sm: 28 }} style={{ overflowWrap: 'anywhere' }}>
            {fullName(user)}
          </Title>
          <Group gap="xs">
            <Badge variant="light" data-testid="user-profile-role">
              {USER_TYPE_LABELS[user.type]}
            </Badge>
            {user.isPassportVerified && <PassportVerifiedMark testId="user-profile-passport" />}
            {user.isBan && (
              <Badge color="red" variant="light" leftSection={<IconBan size={14} aria-hidden />}>
                Заблокирован
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed" data-testid="user-profile-contract">
            {contractLabel(user.contract.id)}
          </Text>
          <Group gap="xs" data-testid="user-profile-rating">
            {user.reviewsCount > 0 ? (
              <>
                <RatingStars value={user.rating} />
                {/* The stars' name already says the figure. */}
                <Text fw={700} aria-hidden>
                  {formatRating(user.rating)}
                </Text>
                <Text size="sm" c="dimmed">
                  {reviewsCountLabel(user.reviewsCount)}
                </Text>
              </>
            ) : (
              <Text size="sm" c="dimmed">
                {NO_REVIEWS_LABEL}
              </Text>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            На сервисе с {formatDate(user.createdAt, zone)}
          </Text>
          {user.trust?.company && <CompanyFacts company={user.trust.company} />}
          {/* The trust line (issue 29) but what is above: the passport mark, the rating, the date of joining. */}
          {user.trust && (
            <TrustLine
              facts={user.trust}
              omit={['passport', 'rating', 'memberSince']}
              testId="user-profile-trust"
            />
          )}
        </Stack>
      </Group>
      {action && <Group mt="md">{action}</Group>}
    </Paper>
  );
}

/** The header's shape while the profile loads. */
export function ProfileSkeleton() {
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      aria-busy="true"
      aria-label="Загрузка профиля"
      data-testid="user-profile-loading"
    >
      <Group gap="md" wrap="nowrap">
        <Skeleton height={72} circle />
        <Stack gap={8} style={{ flex: 1 }}>
          <Skeleton height={24} width="50%" />
          <Skeleton height={14} width="30%" />
          <Skeleton height={14} width="40%" />
        </Stack>
      </Group>
    </Paper>
  );
}
