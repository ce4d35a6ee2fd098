import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { listingRoute, type TAdminListing } from '@fura/domain/admin-listings';
import { isArticleStatus } from '@fura/domain/articles';
import { routePath } from '@fura/domain/routes';
import { formatDate } from '../../../shared/format/date';
import { StatusBadge } from '../../../shared/articles/ui/StatusBadge';
import { LISTING_TEXT } from '../listing-texts';

function isHidden(listing: TAdminListing): boolean {
  return listing.statusBeforeHide !== null;
}

/** The listings found, one card each: route, status, author, id; «Скрыть» or, when hidden, «Восстановить». */
export function ListingList({
  listings,
  onHide,
  onRestore,
  restoring,
}: {
  listings: readonly TAdminListing[];
  onHide: (listing: TAdminListing) => void;
  onRestore: (listing: TAdminListing) => void;
  /** The listing being restored right now. */
  restoring: string | null;
}) {
  return (
    <Stack
      gap="xs"
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
      aria-label={LISTING_TEXT.title}
    >
      {listings.map((listing) => {
        const route = listingRoute(listing);
        const kind = listing.type === 'offer' ? LISTING_TEXT.offer : LISTING_TEXT.order;
        return (
          <Paper
            key={listing._id}
            component="li"
            withBorder
            radius="md"
            p="sm"
            data-testid="listing-item"
            data-id={listing._id}
          >
            <Stack gap={6}>
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                  {kind}: {route}
                </Text>
                {isArticleStatus(listing.status) && <StatusBadge status={listing.status} />}
              </Group>
              <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                {listing.from.address} → {listing.to.address} · {LISTING_TEXT.loading}{' '}
                {formatDate(listing.loadingDate)}
              </Text>
              <Text size="sm">
                {LISTING_TEXT.author}:{' '}
                <Anchor component={Link} to={routePath('adminUser', { id: listing.author._id })}>
                  {listing.author.name}
                </Anchor>
              </Text>
              {listing.comment && (
                <Text size="sm" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
                  {listing.comment}
                </Text>
              )}
              {isHidden(listing) && (
                <Text size="sm" c="red.9" data-testid="listing-note">
                  {LISTING_TEXT.hidden}. {LISTING_TEXT.note}: {listing.adminNote}
                </Text>
              )}
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                  id {listing._id}
                </Text>
                {isHidden(listing) ? (
                  <Button
                    variant="light"
                    onClick={() => onRestore(listing)}
                    loading={restoring === listing._id}
                    aria-label={`${LISTING_TEXT.restore}: ${route}`}
                    data-testid="listing-restore"
                  >
                    {LISTING_TEXT.restore}
                  </Button>
                ) : (
                  <Button
                    variant="light"
                    color="red"
                    onClick={() => onHide(listing)}
                    aria-label={`${LISTING_TEXT.hide}: ${route}`}
                    data-testid="listing-hide"
                  >
                    {LISTING_TEXT.hide}
                  </Button>
                )}
              </Group>
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
