import type { ReactNode } from 'react';
import { Anchor, Avatar, Group, Stack, Text } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TDealUser } from '@fura/domain/deal-items';
import { avatarUrl } from '../../../../shared/format/avatar';
import { ratingLabel } from '../../../../shared/deals/review-format';

/** What a deal block shows of a user: the listing's author or a deal user. */
export type DealPerson = Pick<TDealUser, '_id' | 'name' | 'rating' | 'reviewsCount' | 'avatar'>;

export function personName(user: DealPerson): string {
  return `${user.name.first} ${user.name.last}`.trim();
}

/** Avatar, name linking to the public profile, and «★ 4,5 · 3 отзыва»; `badges` go beside the name. */
export function DealUserLine({ user, badges }: { user: DealPerson; badges?: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="center" style={{ minWidth: 0 }}>
      <Avatar src={avatarUrl(user.avatar)} alt="" radius="xl" size={40} color="brand">
        {user.name.first.slice(0, 1)}
        {user.name.last.slice(0, 1)}
      </Avatar>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Group gap={6} wrap="wrap">
          <Anchor component={Link} to={`/user/${user._id}`} fw={700} data-testid="deal-user-link">
            {personName(user)}
          </Anchor>
          {badges}
        </Group>
        <Group gap={4} wrap="nowrap">
          <IconStarFilled size={14} color="var(--mantine-color-yellow-6)" aria-hidden />
          <Text size="sm" c="dimmed" data-testid="deal-user-rating">
            {ratingLabel(user.rating, user.reviewsCount)}
          </Text>
        </Group>
      </Stack>
    </Group>
  );
}
