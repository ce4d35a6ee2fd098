import { Suspense, lazy } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { ROUTES } from '@fura/domain/routes';
import { useSettings } from '../../../shared/settings/settings-query';
import { useNoIndex } from '../../../shared/ui/page-meta';
import { useHydrated } from '../../../shared/ui/use-hydrated';
import { QueryStates } from '../../../shared/ui/QueryStates';
import { isLinkGone, usePublicTrack } from '../api/get-public-track';
import { TrackDestinationChanged, TrackFacts, TrackRoute } from '../components/TrackDetails';
import classes from '../components/TrackPage.module.css';
import { TrackMapSkeleton, TrackNotFound, TrackSkeleton } from '../components/TrackPlaceholders';
import { TRACK_TEXT } from '../track-text';

// Leaflet and its CSS load with this chunk only.
const TrackMap = lazy(() => import('../components/TrackMap'));

const NO_TILES = { tileUrl: '', attribution: '' };

/**
 * /track/:token — the consignee's page, no login: only the map, the two settlements, the last position's time, the
 * ETA and «Адрес выгрузки изменён» when the sender changed it in the deal; refreshed every 30 s. Kept out of search
 * engines: the link is private to whoever was sent it.
 */
export function TrackPage() {
  useNoIndex(true);
  const { token = '' } = useParams();
  const settings = useSettings();
  const query = usePublicTrack(token);
  // The map exists only in a browser: a page rendered on the server shows its placeholder until it is taken over.
  const hydrated = useHydrated();

  return (
    <Stack gap="md" maw={960} w="100%" mx="auto" data-testid="track-page">
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {ROUTES.track.title}
      </Title>
      {isLinkGone(query.error) ? (
        <TrackNotFound />
      ) : (
        <QueryStates
          query={query}
          loading={<TrackSkeleton />}
          error={{ title: TRACK_TEXT.loadErrorTitle, testId: 'track-error' }}
        >
          {(track) => (
            <>
              <TrackRoute track={track} />
              {track.toChangedAt && <TrackDestinationChanged changedAt={track.toChangedAt} />}
              <div className={classes.mapCell}>
                {hydrated ? (
                  <Suspense fallback={<TrackMapSkeleton />}>
                    <TrackMap track={track} tiles={settings?.map ?? NO_TILES} />
                  </Suspense>
                ) : (
                  <TrackMapSkeleton />
                )}
              </div>
              <TrackFacts track={track} now={query.dataUpdatedAt || Date.now()} />
              <Text size="sm" c="dimmed">
                {TRACK_TEXT.refresh} {TRACK_TEXT.expires(track.expiresAt)}
              </Text>
            </>
          )}
        </QueryStates>
      )}
    </Stack>
  );
}
