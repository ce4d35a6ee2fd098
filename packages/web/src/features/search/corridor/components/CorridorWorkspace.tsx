import { useMemo, useState } from 'react';
import { Badge, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconChevronDown, IconChevronUp, IconRoute } from '@tabler/icons-react';
import type { ArticleType } from '@fura/domain/articles';
import { CORRIDOR_MAX_KM, CORRIDOR_MIN_KM } from '@fura/domain/corridor';
import { MAX_START_RADIUS_KM } from '@fura/domain/search-limits';
import { CORRIDOR_SORTS, CORRIDOR_SORT_LABELS } from '@fura/domain/corridor-sort';
import { useSettings } from '../../../../shared/settings/settings-query';
import { EmptyState } from '../../../../shared/ui/ListStates';
import { SaveSearchButton } from '../../saved/SaveSearchButton';
import { corridorDraft } from '../../saved/saved-draft';
import { FILTER_TEXT } from '../../search-text';
import { useCorridorSearch } from '../api/search-corridor';
import {
  START_RADIUS_MIN_KM,
  countCorridorFilters,
  toCorridorRequest,
} from '../../../../shared/search/corridor-params';
import { RESULT_TEXT, ROUTE_TEXT } from '../corridor-text';
import type { CorridorFiltersState } from '../use-corridor-filters';
import { CorridorFilters } from './CorridorFilters';
import type { CorridorMarker } from './CorridorMap';
import { CorridorMapSlot } from './CorridorMapSlot';
import { CorridorResults, corridorResults } from './CorridorResults';
import { KmField } from './KmField';
import { RouteFields } from './RouteFields';
import type { Selection } from './selection';
import classes from './Corridor.module.css';

const SORT_DATA = CORRIDOR_SORTS.map((sort) => ({ value: sort, label: CORRIDOR_SORT_LABELS[sort] }));
const NO_TILES = { tileUrl: '', attribution: '' };

/**
 * The corridor search: the route, the corridor's width (and for «Обратный груз» the start radius), the folding
 * filters; the sort, the route's length, the lazy map and the numbered results.
 */
export function CorridorWorkspace({
  type,
  state,
  returnLoad = false,
  viewerId,
}: {
  type: ArticleType;
  state: CorridorFiltersState;
  returnLoad?: boolean;
  viewerId: string | null;
}) {
  const { filters, update } = state;
  const [widthValid, setWidthValid] = useState(true);
  const [radiusValid, setRadiusValid] = useState(true);
  const valid = widthValid && (!returnLoad || radiusValid);
  const query = useCorridorSearch(type, filters, valid);
  const [opened, setOpened] = useState(false);
  const [selection, setSelection] = useState<Selection | null>(null);
  const settings = useSettings();
  const active = countCorridorFilters(filters);
  const hasRoute = toCorridorRequest(filters, 0, type) !== null;
  // «Обратный груз» belongs to one deal: only «По пути» is saved (issue 27); nothing while the form is invalid.
  const draft = useMemo(
    () => (returnLoad || !valid ? null : corridorDraft(filters, type)),
    [returnLoad, valid, filters, type],
  );

  const results = corridorResults(query);
  const route = query.data?.pages[0]?.route;
  const estimated = route?.estimated ?? true;
  const markers: CorridorMarker[] = results.map((result, index) => ({
    id: result.article._id,
    number: index + 1,
    lat: result.article.from.lat,
    lon: result.article.from.lon,
    name: `${index + 1}: ${result.article.from.settlement} → ${result.article.to.settlement}, ${RESULT_TEXT.detour(result.detourKm, estimated)}`,
  }));
  const select = (id: string, from: Selection['from']) => setSelection({ id, from });

  let body;
  if (!hasRoute) {
    body = (
      <EmptyState
        icon={<IconRoute size={30} />}
        title={ROUTE_TEXT.needRoute}
        hint={ROUTE_TEXT.needRouteHint}
        testId="corridor-need-route"
      />
    );
  } else if (!valid) {
    body = (
      <Text c="red.9" size="sm" data-testid="corridor-invalid">
        {ROUTE_TEXT.invalid}
      </Text>
    );
  } else {
    body = (
      <>
        {route && (
          <Text fw={600} data-testid="corridor-route-km">
            {RESULT_TEXT.routeKm(route.km, route.estimated)}
            <Text span c="dimmed" fw={400}>
              {` · ${RESULT_TEXT.corridor(filters.widthKm)}`}
            </Text>
          </Text>
        )}
        {route && results.length > 0 && (
          <CorridorMapSlot
            line={route.line}
            widthKm={filters.widthKm}
            markers={markers}
            selection={selection}
            onSelect={(id) => select(id, 'map')}
            tiles={settings?.map ?? NO_TILES}
          />
        )}
        <CorridorResults
          type={type}
          query={query}
          widthKm={filters.widthKm}
          selection={selection}
          viewerId={viewerId}
          onSelect={select}
          onWiden={
            filters.widthKm < CORRIDOR_MAX_KM
              ? () => update({ widthKm: Math.min(filters.widthKm * 2, CORRIDOR_MAX_KM) })
              : null
          }
        />
      </>
    );
  }

  return (
    <div className={classes.layout}>
      <Paper withBorder radius="md" p="md" component="section" aria-label={ROUTE_TEXT.formTitle}>
        <Stack gap="sm">
          <RouteFields
            departure={filters.departure}
            via={filters.via}
            destination={filters.destination}
            onChange={(patch) => update(patch)}
          />
          <KmField
            label={ROUTE_TEXT.width}
            description={ROUTE_TEXT.widthHint}
            value={filters.widthKm}
            min={CORRIDOR_MIN_KM}
            max={CORRIDOR_MAX_KM}
            error={ROUTE_TEXT.widthError}
            onCommit={(widthKm) => update({ widthKm }, { replace: true })}
            onValidity={setWidthValid}
            testId="corridor-width"
          />
          {returnLoad && (
            <KmField
              label={ROUTE_TEXT.startRadius}
              description={ROUTE_TEXT.startRadiusHint}
              value={filters.startRadiusKm}
              min={START_RADIUS_MIN_KM}
              max={MAX_START_RADIUS_KM}
              error={ROUTE_TEXT.startRadiusError}
              onCommit={(startRadiusKm) => update({ startRadiusKm }, { replace: true })}
              onValidity={setRadiusValid}
              testId="corridor-start-radius"
            />
          )}
          <Button
            hiddenFrom="md"
            fullWidth
            variant="default"
            justify="space-between"
            leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
            rightSection={
              <Group gap={6} wrap="nowrap">
                {active > 0 && (
                  <Badge circle size="lg" aria-label={`Выбрано фильтров: ${active}`}>
                    {active}
                  </Badge>
                )}
                {opened ? <IconChevronUp size={18} aria-hidden /> : <IconChevronDown size={18} aria-hidden />}
              </Group>
            }
            aria-expanded={opened}
            aria-controls="corridor-filters"
            onClick={() => setOpened((value) => !value)}
            data-testid="corridor-filters-toggle"
          >
            {FILTER_TEXT.filters}
          </Button>
          <div
            id="corridor-filters"
            className={classes.filters}
            data-collapsed={!opened}
            role="group"
            aria-label={FILTER_TEXT.filters}
          >
            <CorridorFilters {...state} />
          </div>
        </Stack>
      </Paper>
      <Stack gap="sm" style={{ minWidth: 0 }}>
        <Group justify="space-between" align="flex-end" gap="sm">
          <SaveSearchButton draft={draft} />
          <Select
            label={FILTER_TEXT.sort}
            data={SORT_DATA}
            value={filters.sort}
            allowDeselect={false}
            onChange={(sort) => {
              const picked = CORRIDOR_SORTS.find((value) => value === sort);
              if (picked) update({ sort: picked });
            }}
            w={{ base: '100%', xs: 260 }}
            ml="auto"
            comboboxProps={{ withinPortal: true }}
            data-testid="corridor-sort"
          />
        </Group>
        {body}
      </Stack>
    </div>
  );
}
