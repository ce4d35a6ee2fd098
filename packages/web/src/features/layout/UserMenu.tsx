import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconLogout, IconStarFilled } from '@tabler/icons-react';
import { Link } from 'react-router';
import { contractLabel } from '@fura/domain/users';
import { ratingLabel } from '../../shared/deals/review-format';
import { avatarUrl } from '../../shared/format/avatar';
import { formatRating } from '../../shared/format/number';
import { useSession } from '../../shared/session/session-query';
import { profileMenuItems } from './side-menu-items';
import { useLogout } from './use-logout';
import classes from './UserMenu.module.css';

/** The star and the rating, or «нет отзывов» before the first review. */
function HeaderRating({ rating, reviewsCount }: { rating: number; reviewsCount: number }) {
  return (
    <Group gap={2} wrap="nowrap" data-testid="header-user-rating">
      {reviewsCount > 0 ? (
        <>
          <IconStarFilled size={12} color="var(--mantine-color-yellow-6)" aria-hidden />
          <Text size="xs" fw={600}>
            <VisuallyHidden>рейтинг </VisuallyHidden>
            {formatRating(rating)}
          </Text>
        </>
      ) : (
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          нет отзывов
        </Text>
      )}
    </Group>
  );
}

/**
 * Header: avatar, name, contract type and rating (an administrator: the name only); opens the profile dropdown with
 * the logout.
 */
export function UserMenu() {
  const { session } = useSession();
  const logout = useLogout();
  if (!session) return null;
  const { user } = session;
  const fullName = `${user.name.first} ${user.name.last}`.trim();
  const initials = `${user.name.first.charAt(0)}${user.name.last.charAt(0)}`.toUpperCase();
  // An administrator has no contract type and is never reviewed: the name alone, no «Не указано · нет отзывов».
  const rated = user.type !== 'admin';

  return (
    // The button is named by its content, so that the name holds every word shown (WCAG 2.5.3); up to 800 px only
    // the avatar shows and the text beside it is hidden from the eye only. The dropdown stays in the header (no
    // portal): its name line is then inside the banner landmark, not loose content of the page.
    <Menu position="bottom-end" width={260} shadow="md" withinPortal={false}>
      <Menu.Target>
        <UnstyledButton className={classes.target} data-testid="profile-menu">
          <VisuallyHidden>Меню профиля:</VisuallyHidden>
          <Group gap={8} wrap="nowrap">
            <Avatar src={avatarUrl(user.avatar)} alt="" radius="xl" size={36} color="brand">
              {initials}
            </Avatar>
            <div className={classes.text}>
              <Text size="sm" fw={600} truncate data-testid="header-user-name">
                {fullName}
              </Text>
              {rated && (
                <Group gap={6} wrap="nowrap">
                  <Text size="xs" c="dimmed" truncate data-testid="header-user-contract">
                    {contractLabel(user.contract.id)}
                  </Text>
                  <HeaderRating rating={user.rating} reviewsCount={user.reviewsCount} />
                </Group>
              )}
            </div>
            <IconChevronDown size={16} className={classes.chevron} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
            {fullName}
          </Text>
          {rated && `${contractLabel(user.contract.id)} · ${ratingLabel(user.rating, user.reviewsCount)}`}
        </Menu.Label>
        {profileMenuItems(session).map((item) => (
          <Menu.Item
            key={item.to}
            component={Link}
            to={item.to}
            leftSection={<item.icon size={18} stroke={1.7} aria-hidden />}
            className={classes.item}
          >
            {item.label}
          </Menu.Item>
        ))}
        <Menu.Divider />
        {/* Mantine draws a coloured item in shade 6 (3.3:1 on white): the darkest red reads at 5:1. */}
        <Menu.Item
          color="red.9"
          leftSection={<IconLogout size={18} stroke={1.7} aria-hidden />}
          onClick={() => void logout()}
          data-testid="logout-button"
          className={classes.item}
        >
          Выйти
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
