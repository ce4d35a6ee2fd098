import { useMemo } from 'react';
import { Group, Select } from '@mantine/core';
import type { TPlace } from '@fura/domain/article-schemas';
import { AddressField } from '../../../shared/ui/inputs/AddressField';
import { DEFAULT_RADIUS_KM, RADIUS_OPTIONS_KM, type SearchPlace } from '../../../shared/search/search-params';
import { FILTER_TEXT } from '../search-text';

const RADIUS_DATA = RADIUS_OPTIONS_KM.map((km) => ({ value: String(km), label: `${km} км` }));

function toPlace(place: SearchPlace): TPlace {
  return {
    // As a suggestion reads: «Тольятти, Самарская область».
    address: place.region && place.region !== place.name ? `${place.name}, ${place.region}` : place.name,
    settlement: place.name,
    region: place.region,
    lat: place.lat,
    lon: place.lon,
    placeId: null,
  };
}

/** A settlement (from suggestions) and the radius around it; the radius waits for a settlement. */
export function PlaceFilter({
  label,
  value,
  onChange,
  testId,
}: {
  label: string;
  value: SearchPlace | null;
  onChange: (place: SearchPlace | null) => void;
  testId: string;
}) {
  const place = useMemo(() => (value ? toPlace(value) : null), [value]);
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <div style={{ flex: 1, minWidth: 0 }}>
        <AddressField
          label={label}
          value={place}
          placeholder={FILTER_TEXT.placePlaceholder}
          data-testid={testId}
          onChange={(picked) =>
            onChange(
              picked
                ? {
                    name: picked.settlement || picked.address,
                    region: picked.region,
                    lat: picked.lat,
                    lon: picked.lon,
                    radiusKm: value?.radiusKm ?? DEFAULT_RADIUS_KM,
                  }
                : null,
            )
          }
        />
      </div>
      <Select
        label={FILTER_TEXT.radius}
        aria-label={`${FILTER_TEXT.radius}: ${label}`}
        w={104}
        data={RADIUS_DATA}
        value={String(value?.radiusKm ?? DEFAULT_RADIUS_KM)}
        allowDeselect={false}
        disabled={!value}
        onChange={(next) => {
          if (value && next !== null) onChange({ ...value, radiusKm: Number(next) });
        }}
        comboboxProps={{ withinPortal: true }}
        data-testid={`${testId}-radius`}
      />
    </Group>
  );
}
