import { Group, Pagination, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { ADMIN_USERS_PER_PAGE } from '@fura/domain/admin-users';
import { ROUTES } from '@fura/domain/routes';
import { EmptyState } from '../../../shared/ui/ListStates';
import { QueryStates } from '../../../shared/ui/QueryStates';
import { useAdminUsers } from '../api/list-users';
import { UserFilters, type FilterValues } from '../components/UserFilters';
import { UsersList } from '../components/UsersList';
import { filtersFromParams, withFilter } from '../filters';
import { ADMIN_USERS_TEXTS as T } from '../user-texts';

/** «Пользователи» (issue 12): search and filters in the address, 20 users a page. */
export function AdminUsersPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const query = useAdminUsers(filters);
  const { data } = query;
  const values: FilterValues = {
    q: params.get('q') ?? '',
    role: params.get('role'),
    banned: params.get('banned'),
    passport: params.get('passport'),
    tariff: params.get('tariff'),
  };
  const pages = data ? Math.max(1, Math.ceil(data.countAll / ADMIN_USERS_PER_PAGE)) : 1;

  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {ROUTES.adminUsers.title}
      </Title>
      <UserFilters
        key={values.q}
        values={values}
        onChange={(name, value) => setParams(withFilter(params, name, value))}
      />
      <QueryStates
        query={query}
        loading={
          <Stack gap="xs" data-testid="users-loading">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} height={72} radius="md" />
            ))}
          </Stack>
        }
        error={{ title: T.loadError, testId: 'users-error' }}
        isEmpty={(answer) => answer.users.length === 0}
        empty={<EmptyState icon={<IconUsers />} title={T.empty} hint={T.emptyHint} testId="users-empty" />}
      >
        {(answer) => (
          <>
            <Text size="sm" c="gray.7" data-testid="users-count">
              {T.found}: {answer.countAll}
            </Text>
            <UsersList users={answer.users} />
            {pages > 1 && (
              <Group justify="center">
                <Pagination
                  total={pages}
                  value={filters.page ?? 1}
                  onChange={(page) => setParams(withFilter(params, 'page', String(page)))}
                  getItemProps={(page) => ({ 'aria-label': `Страница ${page}` })}
                  data-testid="users-pages"
                />
              </Group>
            )}
          </>
        )}
      </QueryStates>
    </Stack>
  );
}
