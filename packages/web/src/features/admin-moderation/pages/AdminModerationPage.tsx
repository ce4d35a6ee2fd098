import { useEffect, useState } from 'react';
import { Group, Pagination, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconIdBadge2 } from '@tabler/icons-react';
import { MODERATION_PAGE_SIZE, type TModerationQueueEntry } from '@fura/domain/passport';
import { EmptyState } from '../../../shared/ui/ListStates';
import { QueryStates } from '../../../shared/ui/QueryStates';
import { useModerationQueue } from '../api/get-queue';
import { QueueList } from '../components/QueueList';
import { ReviewModal } from '../components/ReviewModal';
import { MODERATION_TEXT } from '../moderation-texts';

function QueueSkeleton() {
  return (
    <Stack gap="xs" aria-busy="true" aria-label="Загрузка очереди" data-testid="moderation-loading">
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} height={76} radius="md" />
      ))}
    </Stack>
  );
}

/**
 * «Модерация» (issue 12): the queue of passports — and vehicles' СТС (issue 29) — waiting, oldest first; each opens in
 * the viewer to decide.
 */
export function AdminModerationPage() {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<TModerationQueueEntry | null>(null);
  const query = useModerationQueue(page);
  const answer = query.data;
  const pages = answer ? Math.max(1, Math.ceil(answer.countAll / MODERATION_PAGE_SIZE)) : 1;
  const emptyLaterPage = answer !== undefined && answer.items.length === 0 && page > 1 && !query.isFetching;
  // After the last item of a page is decided, step back to a page that still has some.
  useEffect(() => {
    if (emptyLaterPage) setPage((current) => Math.max(1, Math.min(current - 1, pages)));
  }, [emptyLaterPage, pages]);

  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {MODERATION_TEXT.title}
      </Title>
      <Group justify="space-between" gap="xs">
        <Text c="gray.7">{MODERATION_TEXT.lead}</Text>
        {answer && (
          <Text fw={600} data-testid="moderation-count">
            {MODERATION_TEXT.countAll(answer.countAll)}
          </Text>
        )}
      </Group>
      <QueryStates
        query={query}
        loading={<QueueSkeleton />}
        error={{ title: MODERATION_TEXT.loadError, testId: 'moderation-load-error' }}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState
            icon={<IconIdBadge2 size={28} />}
            title={MODERATION_TEXT.emptyTitle}
            hint={MODERATION_TEXT.emptyHint}
            testId="moderation-empty"
          />
        }
      >
        {(data) => <QueueList items={data.items} onOpen={setOpen} />}
      </QueryStates>
      {pages > 1 && (
        <Pagination
          value={page}
          onChange={setPage}
          total={pages}
          getControlProps={(control) => ({
            'aria-label': control === 'previous' ? 'Предыдущая страница' : 'Следующая страница',
          })}
          getItemProps={(item) => ({ 'aria-label': `Страница ${item}` })}
          style={{ alignSelf: 'center' }}
        />
      )}
      <ReviewModal item={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
