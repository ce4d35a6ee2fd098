import { useState } from 'react';
import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconSearchOff } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { ADMIN_LISTINGS_PER_PAGE, type TAdminListing } from '@fura/domain/admin-listings';
import { EmptyState } from '../../../shared/ui/ListStates';
import { QueryStates } from '../../../shared/ui/QueryStates';
import { PagePagination, pageCount } from '../../../shared/ui/PagePagination';
import { showErrorToast, showSuccessToast } from '../../../shared/ui/toast';
import { useRestoreListing } from '../api/hide-listing';
import { useListingSearch } from '../api/search-listings';
import { HideDialog } from '../components/HideDialog';
import { ListingList } from '../components/ListingList';
import { ListingSearchForm, type ListingFilter } from '../components/ListingSearchForm';
import { LISTING_TEXT } from '../listing-texts';

function ListSkeleton() {
  return (
    <Stack
      gap="xs"
      role="status"
      aria-busy="true"
      aria-label="Загрузка объявлений"
      data-testid="listings-loading"
    >
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} height={120} radius="md" />
      ))}
    </Stack>
  );
}

/** «Объявления» (issue 12): any listing by id or text; hide it with a note to its author, or restore it. */
export function AdminListingsPage() {
  // `?q=` opens the screen on one listing (the log links here).
  const [params] = useSearchParams();
  const [filter, setFilter] = useState<ListingFilter>({
    query: params.get('q') ?? '',
    type: null,
    status: null,
  });
  const [page, setPage] = useState(1);
  const [hiding, setHiding] = useState<TAdminListing | null>(null);
  const restore = useRestoreListing();
  const query = useListingSearch({ ...filter, page });
  const answer = query.data;

  const onRestore = (listing: TAdminListing) =>
    restore.mutate(
      { articleId: listing._id },
      { onSuccess: () => showSuccessToast(LISTING_TEXT.restoredToast), onError: showErrorToast },
    );

  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {LISTING_TEXT.title}
      </Title>
      <Text c="gray.7">{LISTING_TEXT.lead}</Text>
      <ListingSearchForm
        initial={filter}
        onSearch={(next) => {
          setFilter(next);
          setPage(1);
        }}
      />
      {answer && (
        <Text fw={600} data-testid="listings-count">
          {LISTING_TEXT.found(answer.countAll)}
        </Text>
      )}
      <QueryStates
        query={query}
        loading={<ListSkeleton />}
        error={{ title: LISTING_TEXT.loadError, testId: 'listings-error' }}
        isEmpty={(data) => data.listings.length === 0}
        empty={
          <EmptyState
            icon={<IconSearchOff size={28} />}
            title={LISTING_TEXT.emptyTitle}
            hint={LISTING_TEXT.emptyHint}
            testId="listings-empty"
          />
        }
      >
        {(data) => (
          <ListingList
            listings={data.listings}
            onHide={setHiding}
            onRestore={onRestore}
            restoring={restore.isPending ? (restore.variables?.articleId ?? null) : null}
          />
        )}
      </QueryStates>
      <PagePagination
        page={page}
        total={answer ? pageCount(answer.countAll, ADMIN_LISTINGS_PER_PAGE) : 1}
        onChange={setPage}
      />
      <HideDialog listing={hiding} onClose={() => setHiding(null)} />
    </Stack>
  );
}
