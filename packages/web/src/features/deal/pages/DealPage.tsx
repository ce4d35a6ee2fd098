import { useId } from 'react';
import {
  Anchor,
  Avatar,
  Badge,
  EmptyState,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconFileOff } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { isArticleStatus } from '@fura/domain/articles';
import type { TDealUser } from '@fura/domain/deal-items';
import type { TDeal } from '@fura/domain/deal-terms-schemas';
import { ROUTES, routePath } from '@fura/domain/routes';
import { StatusBadge } from '../../../shared/articles/ui/StatusBadge';
import { avatarUrl } from '../../../shared/format/avatar';
import { announce } from '../../../shared/ui/live-announcer';
import { QueryStates } from '../../../shared/ui/QueryStates';
import { isDealMissing, useDeal, useDealPageRealtime } from '../api/deal';
import { DealContractSection } from '../components/DealContractSection';
import { DealTermsSection } from '../components/DealTermsSection';
import { DealVehicleSection } from '../components/DealVehicleSection';
import { DEAL_PAGE_TEXTS as T } from '../deal-texts';

function Party({ role, user, isViewer }: { role: string; user: TDealUser; isViewer: boolean }) {
  const name = `${user.name.first} ${user.name.last}`.trim();
  return (
    <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
      <Avatar src={avatarUrl(user.avatar)} alt="" radius="xl" size={40} color="brand">
        {user.name.first.slice(0, 1)}
        {user.name.last.slice(0, 1)}
      </Avatar>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" c="dimmed">
          {role}
        </Text>
        <Group gap={6} wrap="wrap">
          <Anchor component={Link} to={routePath('user', { id: user._id })} fw={700}>
            {name}
          </Anchor>
          {isViewer && (
            <Badge size="sm" variant="light" color="gray">
              {T.you}
            </Badge>
          )}
        </Group>
      </Stack>
    </Group>
  );
}

/** The listing in a line (a link to it) and the two parties. */
function DealHead({ deal }: { deal: TDeal }) {
  const headingId = useId();
  const { listing } = deal;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby={headingId}
    >
      <Stack gap="sm">
        <Group gap="xs" wrap="wrap">
          <Text size="sm" c="dimmed">
            {T.listing}:
          </Text>
          <Anchor
            component={Link}
            to={routePath(listing.type, { id: listing._id })}
            fw={600}
            data-testid="deal-listing-link"
          >
            {listing.title}
          </Anchor>
          {isArticleStatus(listing.status) && <StatusBadge status={listing.status} />}
        </Group>
        <Title order={2} fz="lg" id={headingId}>
          {T.partiesTitle}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" data-testid="deal-parties">
          <Party role={T.cargoOwner} user={deal.cargoOwner} isViewer={deal.viewerRole === 'cargoOwner'} />
          <Party role={T.carrier} user={deal.carrier} isViewer={deal.viewerRole === 'carrier'} />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

function NotFound() {
  return (
    <EmptyState
      icon={<IconFileOff size={32} />}
      variant="light"
      title={T.notFoundTitle}
      description={T.notFoundHint}
      data-testid="deal-not-found"
    />
  );
}

/**
 * /deal/:articleId/:executorId «Сделка» (issue 29): for its two parties only — the listing, the parties, the terms
 * with their changes, the vehicle and the contract. Live: the other party's change or answer shows at once.
 */
export function DealPage() {
  const { articleId = '', executorId = '' } = useParams();
  const key = { articleId, executorId };
  const query = useDeal(key);
  useDealPageRealtime(key, () => announce(T.updated));
  const missing = isDealMissing(query.error) && !query.data;

  return (
    <Stack gap="lg" maw={960} w="100%" data-testid="deal-page">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {ROUTES.deal.title}
      </Title>
      {missing ? (
        <NotFound />
      ) : (
        <QueryStates
          query={query}
          loading={
            <Stack gap="sm">
              <Skeleton height={96} />
              <Skeleton height={240} />
            </Stack>
          }
          error={{ title: T.loadError, testId: 'deal-load-error' }}
        >
          {(deal) => (
            <Stack gap="lg">
              <DealHead deal={deal} />
              <DealTermsSection deal={deal} />
              <DealVehicleSection articleId={articleId} executorId={executorId} />
              <DealContractSection articleId={articleId} executorId={executorId} />
            </Stack>
          )}
        </QueryStates>
      )}
    </Stack>
  );
}
