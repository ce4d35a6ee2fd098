import { Suspense, lazy, useState } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { ROUTES } from '@fura/domain/routes';
import { useSettings } from '../../../shared/settings/settings-query';
import { QueryStates } from '../../../shared/ui/QueryStates';
import { useGeoList } from '../api/get-geo-list';
import { useGeoTrack } from '../api/get-geo-track';
import { GeoList } from '../components/GeoList';
import { GeoEmpty, GeoSkeleton, MapSkeleton } from '../components/GeoPlaceholders';
import classes from '../components/GeoDetect.module.css';
import { GEO_TEXT } from '../geo-text';
import { useGeoRealtime } from '../realtime';
import { useNow } from '../use-now';

// Leaflet and its CSS load with this chunk only, never with the app's entry.
const GeoMap = lazy(() => import('../components/GeoMap'));

const NO_TILES = { tileUrl: '', attribution: '' };

/** /geo-detect (cargo owner): his listings on the way on a live map, with a list to pick one and follow it. */
export function GeoDetectPage() {
  useGeoRealtime();
  const settings = useSettings();
  const query = useGeoList();
  const now = useNow(30_000);
  // `?article=<id>`: a listing page's «Открыть на карте» opens the map with its listing picked.
  const [params] = useSearchParams();
  const [picked, setPicked] = useState<string | null>(() => params.get('article'));
  const items = query.data?.items ?? [];
  // A listing that left «в пути» is no longer followed.
  const selectedId = items.some((item) => item.articleId === picked) ? picked : null;
  const track = useGeoTrack(selectedId);
  const toggle = (articleId: string) => setPicked((current) => (current === articleId ? null : articleId));

  return (
    <Stack gap="md" data-testid="geo-detect">
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {ROUTES.geoDetect.title}
      </Title>
      <QueryStates
        query={query}
        loading={<GeoSkeleton className={classes.layout ?? ''} />}
        error={{ title: GEO_TEXT.loadErrorTitle, testId: 'geo-error' }}
        isEmpty={() => items.length === 0}
        empty={<GeoEmpty />}
      >
        {() => (
          <>
            <Text c="dimmed" size="sm">
              Выберите груз в списке или на карте — карта будет следовать за ним и покажет его путь.
            </Text>
            <div className={classes.layout}>
              <div className={classes.mapCell}>
                <Suspense fallback={<MapSkeleton />}>
                  <GeoMap
                    items={items}
                    selectedId={selectedId}
                    onSelect={toggle}
                    track={track.data?.points ?? []}
                    tiles={settings?.map ?? NO_TILES}
                    now={now}
                  />
                </Suspense>
              </div>
              <div className={classes.listCell}>
                <GeoList items={items} selectedId={selectedId} now={now} onSelect={toggle} />
              </div>
            </div>
          </>
        )}
      </QueryStates>
    </Stack>
  );
}
