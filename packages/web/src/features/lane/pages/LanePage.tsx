import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { laneHeading, laneSummary, laneTitle } from '@fura/domain/lane-texts';
import { ROUTES } from '@fura/domain/routes';
import { ArticleListSkeleton } from '../../../shared/articles/ui/ArticleCardSkeleton';
import { LoadError } from '../../../shared/ui/ListStates';
import { NotFoundPage } from '../../../shared/ui/NotFoundPage';
import { useNoIndex, usePageTitle } from '../../../shared/ui/page-meta';
import { isLaneNotFound, useLane } from '../api/get-lane';
import { LaneEmpty } from '../components/LaneEmpty';
import { LaneListings } from '../components/LaneListings';
import { LaneNeighbours } from '../components/LaneNeighbours';
import { LANE_TEXT } from '../lane-text';

/**
 * /gruzoperevozki/:lane (public, issue 28): «Грузоперевозки Москва — Казань» — the lane's open orders and offers,
 * how many carriers ran it, the search for all of them and the neighbouring lanes. A lane with nothing open says
 * what to do next and is not indexed; an unknown lane is «not found».
 */
export function LanePage() {
  const { lane: address = '' } = useParams();
  const query = useLane(address);
  const lane = query.data;
  usePageTitle(
    lane ? laneTitle(lane.from.name, lane.to.name, lane.ordersCount + lane.offersCount) : ROUTES.lane.title,
  );
  useNoIndex(lane !== undefined && !lane.hasOpen);

  if (!lane && isLaneNotFound(query.error)) return <NotFoundPage hint={LANE_TEXT.notFound} />;
  if (!lane) {
    return query.isPending ? (
      <Stack gap="md" maw={960} data-testid="lane-loading">
        <Skeleton height={36} width="70%" aria-hidden />
        <Skeleton height={18} width="50%" aria-hidden />
        <ArticleListSkeleton count={3} />
      </Stack>
    ) : (
      <LoadError
        title={LANE_TEXT.loadError}
        message={query.error?.message ?? ''}
        onRetry={() => void query.refetch()}
        testId="lane-error"
      />
    );
  }
  return (
    <Stack gap="xl" maw={960} data-testid="lane-page">
      <Stack gap={6}>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {laneHeading(lane.from.name, lane.to.name)}
        </Title>
        <Text size="lg" data-testid="lane-summary">
          {laneSummary({ orders: lane.ordersCount, offers: lane.offersCount, carriers: lane.carriersCount })}
        </Text>
      </Stack>
      {lane.hasOpen ? (
        <>
          <LaneListings type="order" lane={lane} />
          <LaneListings type="offer" lane={lane} />
        </>
      ) : (
        <LaneEmpty lane={lane} />
      )}
      <LaneNeighbours neighbours={lane.neighbours} />
    </Stack>
  );
}
