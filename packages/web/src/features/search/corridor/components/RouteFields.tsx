import { useState } from 'react';
import { ActionIcon, Button, Group, Stack } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { TPlace } from '@fura/domain/article-schemas';
import { MAX_VIA_POINTS } from '@fura/domain/corridor';
import { AddressField } from '../../../../shared/ui/inputs/AddressField';
import type { CorridorPoint } from '../../../../shared/search/corridor-params';
import { ROUTE_TEXT } from '../corridor-text';
import { FILTER_TEXT } from '../../search-text';

function toPlace(point: CorridorPoint | null): TPlace | null {
  if (!point) return null;
  return {
    // As a suggestion reads: «Тольятти, Самарская область».
    address: point.region && point.region !== point.name ? `${point.name}, ${point.region}` : point.name,
    settlement: point.name,
    region: point.region,
    lat: point.lat,
    lon: point.lon,
    placeId: null,
  };
}

function toPoint(place: TPlace | null): CorridorPoint | null {
  if (!place) return null;
  return { name: place.settlement || place.address, region: place.region, lat: place.lat, lon: place.lon };
}

const sameVia = (slots: readonly (CorridorPoint | null)[], via: readonly CorridorPoint[]) =>
  JSON.stringify(slots.filter((slot) => slot !== null)) === JSON.stringify(via);

/**
 * The route: departure, up to MAX_VIA_POINTS intermediate points («Добавить пункт», a remove button each) and the
 * destination, each from the address suggestions. An added point waits empty in this form; only picked points go to
 * the URL.
 */
export function RouteFields({
  departure,
  via,
  destination,
  onChange,
}: {
  departure: CorridorPoint | null;
  via: CorridorPoint[];
  destination: CorridorPoint | null;
  onChange: (patch: {
    departure?: CorridorPoint | null;
    via?: CorridorPoint[];
    destination?: CorridorPoint | null;
  }) => void;
}) {
  const [slots, setSlots] = useState<(CorridorPoint | null)[]>(via);
  // The URL changed from outside (back button, a prefill): its points replace the form's.
  if (!sameVia(slots, via)) setSlots(via);

  const changeSlots = (next: (CorridorPoint | null)[]) => {
    setSlots(next);
    const picked = next.filter((slot): slot is CorridorPoint => slot !== null);
    if (!sameVia(picked, via)) onChange({ via: picked });
  };

  return (
    <Stack gap="xs" role="group" aria-label={ROUTE_TEXT.routeTitle}>
      <AddressField
        label={ROUTE_TEXT.departure}
        value={toPlace(departure)}
        placeholder={FILTER_TEXT.placePlaceholder}
        onChange={(place) => onChange({ departure: toPoint(place) })}
        data-testid="corridor-departure"
      />
      {slots.map((slot, index) => (
        <Group key={index} gap="xs" align="flex-end" wrap="nowrap" data-testid="corridor-via">
          <div style={{ flex: 1, minWidth: 0 }}>
            <AddressField
              label={ROUTE_TEXT.via(index + 1)}
              value={toPlace(slot)}
              placeholder={FILTER_TEXT.placePlaceholder}
              onChange={(place) => changeSlots(slots.map((item, i) => (i === index ? toPoint(place) : item)))}
              data-testid={`corridor-via-${index + 1}`}
            />
          </div>
          <ActionIcon
            variant="subtle"
            color="gray"
            size={36}
            aria-label={ROUTE_TEXT.removeVia(index + 1)}
            title={ROUTE_TEXT.removeVia(index + 1)}
            onClick={() => changeSlots(slots.filter((_, i) => i !== index))}
            data-testid={`corridor-via-${index + 1}-remove`}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      {slots.length < MAX_VIA_POINTS && (
        <Button
          variant="subtle"
          size="sm"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setSlots([...slots, null])}
          style={{ alignSelf: 'flex-start' }}
          data-testid="corridor-add-via"
        >
          {ROUTE_TEXT.addVia}
        </Button>
      )}
      <AddressField
        label={ROUTE_TEXT.destination}
        value={toPlace(destination)}
        placeholder={FILTER_TEXT.placePlaceholder}
        onChange={(place) => onChange({ destination: toPoint(place) })}
        data-testid="corridor-destination"
      />
    </Stack>
  );
}
