import { useState } from 'react';
import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconListSearch } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { AUDIT_PER_PAGE } from '@fura/domain/admin-audit';
import { EmptyState } from '../../../shared/ui/ListStates';
import { QueryStates } from '../../../shared/ui/QueryStates';
import { PagePagination, pageCount } from '../../../shared/ui/PagePagination';
import { useAuditLog } from '../api/audit';
import { AUDIT_TEXT } from '../audit-texts';
import { AuditFilters, type AuditFilter } from '../components/AuditFilters';
import { AuditList } from '../components/AuditList';

function ListSkeleton() {
  return (
    <Stack gap="xs" aria-busy="true" aria-label="Загрузка журнала" data-testid="audit-loading">
      {[0, 1, 2, 3].map((index) => (
        <Skeleton key={index} height={72} radius="md" />
      ))}
    </Stack>
  );
}

/** «Журнал» (issue 12): every admin action, newest first, 50 a page; `?user=<id>` opens it on one user. */
export function AdminAuditPage() {
  const [params] = useSearchParams();
  const [filter, setFilter] = useState<AuditFilter>({
    adminId: null,
    action: null,
    userId: params.get('user'),
  });
  const [page, setPage] = useState(1);
  const query = useAuditLog({ page, ...filter });
  const answer = query.data;

  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {AUDIT_TEXT.title}
      </Title>
      <Text c="gray.7">{AUDIT_TEXT.lead}</Text>
      <AuditFilters
        initial={filter}
        onApply={(next) => {
          setFilter(next);
          setPage(1);
        }}
      />
      {answer && (
        <Text fw={600} data-testid="audit-count">
          {AUDIT_TEXT.countAll(answer.countAll)}
        </Text>
      )}
      <QueryStates
        query={query}
        loading={<ListSkeleton />}
        error={{ title: AUDIT_TEXT.loadError, testId: 'audit-error' }}
        isEmpty={(data) => data.entries.length === 0}
        empty={
          <EmptyState
            icon={<IconListSearch size={28} />}
            title={AUDIT_TEXT.emptyTitle}
            hint={AUDIT_TEXT.emptyHint}
            testId="audit-empty"
          />
        }
      >
        {(data) => <AuditList entries={data.entries} />}
      </QueryStates>
      <PagePagination
        page={page}
        total={answer ? pageCount(answer.countAll, AUDIT_PER_PAGE) : 1}
        onChange={setPage}
      />
    </Stack>
  );
}
