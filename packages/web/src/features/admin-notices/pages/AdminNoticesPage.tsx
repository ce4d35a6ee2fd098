import { useState } from 'react';
import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { NOTICES_PER_PAGE } from '@fura/domain/admin-notices';
import { EmptyState } from '../../../shared/ui/ListStates';
import { QueryStates } from '../../../shared/ui/QueryStates';
import { PagePagination, pageCount } from '../../../shared/ui/PagePagination';
import { useNotices } from '../api/list-notices';
import { NoticeForm } from '../components/NoticeForm';
import { NoticeList } from '../components/NoticeList';
import { NOTICE_TEXT } from '../notice-texts';

function ListSkeleton() {
  return (
    <Stack gap="xs" aria-busy="true" aria-label="Загрузка уведомлений" data-testid="notices-loading">
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} height={96} radius="md" />
      ))}
    </Stack>
  );
}

/** «Уведомления» (issue 12): send a system notice; the list below shows each delivery as it goes. */
export function AdminNoticesPage() {
  const [page, setPage] = useState(1);
  const query = useNotices(page);
  const answer = query.data;

  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {NOTICE_TEXT.title}
      </Title>
      <Text c="gray.7">{NOTICE_TEXT.lead}</Text>
      <NoticeForm />
      <Title order={2} fz={{ base: 18, sm: 20 }}>
        {NOTICE_TEXT.listTitle}
      </Title>
      <QueryStates
        query={query}
        loading={<ListSkeleton />}
        error={{ title: NOTICE_TEXT.loadError, testId: 'notices-error' }}
        isEmpty={(data) => data.notices.length === 0}
        empty={
          <EmptyState
            icon={<IconSpeakerphone size={28} />}
            title={NOTICE_TEXT.emptyTitle}
            hint={NOTICE_TEXT.emptyHint}
            testId="notices-empty"
          />
        }
      >
        {(data) => <NoticeList notices={data.notices} />}
      </QueryStates>
      <PagePagination
        page={page}
        total={answer ? pageCount(answer.countAll, NOTICES_PER_PAGE) : 1}
        onChange={setPage}
      />
    </Stack>
  );
}
