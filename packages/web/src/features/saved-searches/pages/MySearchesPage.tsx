import { useState } from 'react';
import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBellSearch, IconRoute, IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { MAX_SAVED_SEARCHES } from '@fura/domain/saved-searches';
import type { TSavedSearch } from '@fura/domain/saved-search-schemas';
import { ROUTES } from '@fura/domain/routes';
import type { UserRole } from '@fura/domain/users';
import { useSession } from '../../../shared/session/session-query';
import { EmptyState } from '../../../shared/ui/ListStates';
import { QueryStates } from '../../../shared/ui/QueryStates';
import { showErrorToast, showSuccessToast } from '../../../shared/ui/toast';
import { useDeleteSavedSearch, useSavedSearches } from '../api/saved-searches';
import { DeleteSearchDialog } from '../components/DeleteSearchDialog';
import { SavedSearchCard } from '../components/SavedSearchCard';
import { MY_SEARCHES_TEXT } from '../texts';
import { useSavedSearchesRealtime } from '../use-saved-searches-realtime';

/** Where a user of each role finds the searches to save: carriers look for orders, cargo owners for offers. */
const SEARCHES: Record<UserRole, { search: string; searchLabel: string; route: string; routeLabel: string }> =
  {
    carrier: {
      search: ROUTES.searchOrder.path,
      searchLabel: ROUTES.searchOrder.title,
      route: ROUTES.corridorOrder.path,
      routeLabel: ROUTES.corridorOrder.title,
    },
    cargo: {
      search: ROUTES.searchOffer.path,
      searchLabel: ROUTES.searchOffer.title,
      route: ROUTES.corridorOffer.path,
      routeLabel: ROUTES.corridorOffer.title,
    },
    admin: {
      search: ROUTES.searchOrder.path,
      searchLabel: ROUTES.searchOrder.title,
      route: ROUTES.corridorOrder.path,
      routeLabel: ROUTES.corridorOrder.title,
    },
  };

function ListSkeleton() {
  return (
    <Stack
      gap="md"
      role="status"
      aria-busy="true"
      aria-label={MY_SEARCHES_TEXT.loading}
      data-testid="saved-searches-loading"
    >
      {[0, 1].map((index) => (
        <Paper key={index} withBorder radius="md" p="md" aria-hidden>
          <Stack gap={8}>
            <Skeleton height={22} width="50%" />
            <Skeleton height={14} width="85%" />
            <Skeleton height={28} width="40%" />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

function EmptySearches({ role }: { role: UserRole }) {
  const links = SEARCHES[role];
  return (
    <EmptyState
      icon={<IconBellSearch size={30} />}
      title={MY_SEARCHES_TEXT.emptyTitle}
      hint={MY_SEARCHES_TEXT.emptyHint}
      testId="saved-searches-empty"
      action={
        <Group gap="sm" justify="center">
          <Button component={Link} to={links.search} leftSection={<IconSearch size={18} aria-hidden />}>
            {links.searchLabel}
          </Button>
          <Button
            component={Link}
            to={links.route}
            variant="light"
            leftSection={<IconRoute size={18} aria-hidden />}
          >
            {links.routeLabel}
          </Button>
        </Group>
      }
    />
  );
}

/**
 * /my-searches «Мои поиски» (issue 27): the user's saved searches, each with its new listings, its alerts and its way
 * back to the search; live — a new match raises its count without a reload.
 */
export function MySearchesPage() {
  const { user } = useSession();
  const query = useSavedSearches();
  const remove = useDeleteSavedSearch();
  const [confirming, setConfirming] = useState<TSavedSearch | null>(null);
  useSavedSearchesRealtime();

  const confirmDelete = (search: TSavedSearch) => {
    remove.mutate(search.id, {
      onSuccess: () => {
        setConfirming(null);
        showSuccessToast(MY_SEARCHES_TEXT.deleted(search.name));
      },
      onError: (error) => {
        setConfirming(null);
        showErrorToast(error);
      },
    });
  };

  const count = query.data?.searches.length ?? 0;
  const max = query.data?.max ?? MAX_SAVED_SEARCHES;

  return (
    <Stack gap="md" maw={960} data-testid="my-searches-page">
      <div>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {ROUTES.mySearches.title}
        </Title>
        <Text c="dimmed" mt={4}>
          {MY_SEARCHES_TEXT.lead}
        </Text>
        {query.isSuccess && count > 0 && (
          <Text fw={600} mt="xs" data-testid="saved-searches-count">
            {MY_SEARCHES_TEXT.count(count, max)}
            {count >= max && <Text span c="dimmed" fw={400}>{` ${MY_SEARCHES_TEXT.full}`}</Text>}
          </Text>
        )}
      </div>
      <QueryStates
        query={query}
        loading={<ListSkeleton />}
        error={{ title: MY_SEARCHES_TEXT.loadError, testId: 'saved-searches-error' }}
        isEmpty={(answer) => answer.searches.length === 0}
        empty={<EmptySearches role={user?.type ?? 'carrier'} />}
      >
        {(answer) => (
          <Stack gap="md" data-testid="saved-searches-list">
            {answer.searches.map((search) => (
              <SavedSearchCard key={search.id} search={search} onDelete={setConfirming} />
            ))}
          </Stack>
        )}
      </QueryStates>
      <DeleteSearchDialog
        search={confirming}
        deleting={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setConfirming(null)}
      />
    </Stack>
  );
}
