import { useId } from 'react';
import { Button, Checkbox, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { CARGO_TYPES, CARGO_TYPE_LABELS, type CargoType } from '@fura/domain/articles';
import { BODY_TYPES, BODY_TYPE_LABELS } from '@fura/domain/article-options';
import { DateField } from '../../../shared/ui/inputs/DateField';
import {
  RANGE_MAX,
  countActiveFilters,
  type RangeKey,
  type SearchFilters,
} from '../../../shared/search/search-params';
import { FILTER_TEXT } from '../search-text';
import type { SearchFiltersState } from '../use-search-filters';
import { PlaceFilter } from './PlaceFilter';
import { RangeInput } from './RangeInput';

const CARGO_DATA = CARGO_TYPES.map((type) => ({ value: String(type), label: CARGO_TYPE_LABELS[type] }));
const BODY_DATA = BODY_TYPES.map((type) => ({ value: type, label: BODY_TYPE_LABELS[type] }));

function RangeFilter({
  legend,
  min,
  max,
  filters,
  update,
  testId,
}: {
  legend: string;
  min: RangeKey;
  max: RangeKey;
  filters: SearchFilters;
  update: SearchFiltersState['update'];
  testId: string;
}) {
  const legendId = useId();
  return (
    <div role="group" aria-labelledby={legendId}>
      <Text id={legendId} size="sm" fw={500} mb={4}>
        {legend}
      </Text>
      <SimpleGrid cols={2} spacing="xs">
        <RangeInput
          placeholder={FILTER_TEXT.min}
          ariaLabel={`${legend} ${FILTER_TEXT.min}`}
          value={filters[min]}
          max={RANGE_MAX[min]}
          onCommit={(value) => update({ [min]: value }, { replace: true })}
          testId={`${testId}-min`}
        />
        <RangeInput
          placeholder={FILTER_TEXT.max}
          ariaLabel={`${legend} ${FILTER_TEXT.max}`}
          value={filters[max]}
          max={RANGE_MAX[max]}
          onCommit={(value) => update({ [max]: value }, { replace: true })}
          testId={`${testId}-max`}
        />
      </SimpleGrid>
    </div>
  );
}

/** Every filter of the search; each change goes to the URL at once (numbers after a pause). */
export function SearchFiltersPanel({ filters, update, reset }: SearchFiltersState) {
  const active = countActiveFilters(filters);
  return (
    <Stack gap="sm">
      <PlaceFilter
        label={FILTER_TEXT.from}
        value={filters.from}
        onChange={(from) => update({ from })}
        testId="search-from"
      />
      <PlaceFilter
        label={FILTER_TEXT.to}
        value={filters.to}
        onChange={(to) => update({ to })}
        testId="search-to"
      />
      <SimpleGrid cols={2} spacing="xs">
        <DateField
          label={FILTER_TEXT.dateFrom}
          value={filters.dateFrom}
          clearable
          onChange={(dateFrom) =>
            // A start after the end would find nothing: the end gives way.
            update({
              dateFrom,
              ...(dateFrom && filters.dateTo && filters.dateTo < dateFrom ? { dateTo: null } : {}),
            })
          }
          data-testid="search-date-from"
        />
        <DateField
          label={FILTER_TEXT.dateTo}
          value={filters.dateTo}
          clearable
          onChange={(dateTo) =>
            update({
              dateTo,
              ...(dateTo && filters.dateFrom && filters.dateFrom > dateTo ? { dateFrom: null } : {}),
            })
          }
          data-testid="search-date-to"
        />
      </SimpleGrid>
      <Select
        label={FILTER_TEXT.cargo}
        placeholder={FILTER_TEXT.any}
        data={CARGO_DATA}
        value={filters.cargoType === null ? null : String(filters.cargoType)}
        clearable
        onChange={(value) => update({ cargoType: value === null ? null : (Number(value) as CargoType) })}
        comboboxProps={{ withinPortal: true }}
        data-testid="search-cargo"
      />
      <Select
        label={FILTER_TEXT.body}
        placeholder={FILTER_TEXT.any}
        data={BODY_DATA}
        value={filters.bodyType}
        clearable
        onChange={(bodyType) => update({ bodyType })}
        comboboxProps={{ withinPortal: true }}
        data-testid="search-body"
      />
      <RangeFilter
        legend={FILTER_TEXT.weight}
        min="weightMin"
        max="weightMax"
        filters={filters}
        update={update}
        testId="search-weight"
      />
      <RangeFilter
        legend={FILTER_TEXT.volume}
        min="volumeMin"
        max="volumeMax"
        filters={filters}
        update={update}
        testId="search-volume"
      />
      <RangeFilter
        legend={FILTER_TEXT.budget}
        min="budgetMin"
        max="budgetMax"
        filters={filters}
        update={update}
        testId="search-budget"
      />
      <Checkbox
        label={FILTER_TEXT.verifiedOnly}
        description={FILTER_TEXT.verifiedOnlyHint}
        checked={filters.verifiedOnly === true}
        onChange={(event) => update({ verifiedOnly: event.currentTarget.checked })}
        data-testid="search-verified-only"
      />
      <Checkbox
        label={FILTER_TEXT.confirmedWithin24h}
        description={FILTER_TEXT.confirmedWithin24hHint}
        checked={filters.confirmedWithin24h === true}
        onChange={(event) => update({ confirmedWithin24h: event.currentTarget.checked })}
        data-testid="search-confirmed-24h"
      />
      {active > 0 && (
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconX size={16} aria-hidden />}
          onClick={reset}
          data-testid="search-filters-reset"
        >
          {FILTER_TEXT.reset}
        </Button>
      )}
    </Stack>
  );
}
