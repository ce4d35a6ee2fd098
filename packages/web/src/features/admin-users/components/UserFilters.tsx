import { useState, type FormEvent } from 'react';
import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { TARIFF_STATE_LABELS, TARIFF_STATES, USER_QUERY_MAX } from '@fura/domain/admin-users';
import { PASSPORT_STATUS_LABELS, PASSPORT_STATUSES } from '@fura/domain/passport';
import { USER_ROLES, USER_TYPE_LABELS } from '@fura/domain/users';
import { ADMIN_USERS_TEXTS as T } from '../user-texts';

const ANY = 'any';

const options = <V extends string>(values: readonly V[], labels: Record<V, string>) => [
  { value: ANY, label: T.any },
  ...values.map((value) => ({ value, label: labels[value] })),
];

const ROLE_OPTIONS = options(USER_ROLES, USER_TYPE_LABELS);
const BANNED_OPTIONS = options(['yes', 'no'] as const, { yes: T.bannedYes, no: T.bannedNo });
const PASSPORT_OPTIONS = options(PASSPORT_STATUSES, PASSPORT_STATUS_LABELS);
const TARIFF_OPTIONS = options(TARIFF_STATES, TARIFF_STATE_LABELS);

export interface FilterValues {
  q: string;
  role: string | null;
  banned: string | null;
  passport: string | null;
  tariff: string | null;
}

/** The search box (sent on «Найти» or Enter) and the four filters (applied at once). */
export function UserFilters({
  values,
  onChange,
}: {
  values: FilterValues;
  onChange: (name: keyof FilterValues, value: string | null) => void;
}) {
  const [query, setQuery] = useState(values.q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange('q', query.trim() || null);
  };
  const select = (
    name: Exclude<keyof FilterValues, 'q'>,
    label: string,
    data: { value: string; label: string }[],
  ) => (
    <Select
      label={label}
      data={data}
      value={values[name] ?? ANY}
      onChange={(value) => onChange(name, value === ANY ? null : value)}
      allowDeselect={false}
      checkIconPosition="right"
      data-testid={`users-filter-${name}`}
    />
  );

  return (
    <Stack gap="sm">
      <form onSubmit={submit} role="search" data-testid="users-search">
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label={T.searchLabel}
            placeholder={T.searchPlaceholder}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            maxLength={USER_QUERY_MAX}
            flex={1}
            data-testid="users-query"
          />
          <Button
            type="submit"
            leftSection={<IconSearch size={16} aria-hidden />}
            data-testid="users-search-submit"
          >
            {T.searchButton}
          </Button>
        </Group>
      </form>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        {select('role', T.roleLabel, ROLE_OPTIONS)}
        {select('banned', T.bannedLabel, BANNED_OPTIONS)}
        {select('passport', T.passportLabel, PASSPORT_OPTIONS)}
        {select('tariff', T.tariffLabel, TARIFF_OPTIONS)}
      </SimpleGrid>
    </Stack>
  );
}
