import { useState } from 'react';
import { Group, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { IconPhoneCheck } from '@tabler/icons-react';
import { CALLBACKS_PER_PAGE } from '@fura/domain/admin-callbacks';
import { EmptyState } from '../../../shared/ui/ListStates';
import { QueryStates } from '../../../shared/ui/QueryStates';
import { PagePagination, pageCount } from '../../../shared/ui/PagePagination';
import { showErrorToast } from '../../../shared/ui/toast';
import { useCallbacks, useMarkCallback } from '../api/callbacks';
import { CALLBACK_TEXT } from '../callback-texts';
import { CallbackList } from '../components/CallbackList';

function ListSkeleton() {
  return (
    <Stack gap="xs" aria-busy="true" aria-label="Загрузка заявок" data-testid="callbacks-loading">
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} height={84} radius="md" />
      ))}
    </Stack>
  );
}

/** «Обратные звонки» (issue 12): the visitors' callback requests, newest first, and the «обработан» mark. */
export function AdminCallbacksPage() {
  const [page, setPage] = useState(1);
  const [onlyUnhandled, setOnlyUnhandled] = useState(false);
  const query = useCallbacks(page, onlyUnhandled);
  const mark = useMarkCallback();
  const answer = query.data;

  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {CALLBACK_TEXT.title}
      </Title>
      <Text c="gray.7">{CALLBACK_TEXT.lead}</Text>
      <Group>
        <Switch
          label={CALLBACK_TEXT.onlyUnhandled}
          checked={onlyUnhandled}
          onChange={(event) => {
            setOnlyUnhandled(event.currentTarget.checked);
            setPage(1);
          }}
          data-testid="callbacks-only-unhandled"
        />
      </Group>
      <QueryStates
        query={query}
        loading={<ListSkeleton />}
        error={{ title: CALLBACK_TEXT.loadError, testId: 'callbacks-error' }}
        isEmpty={(data) => data.callbacks.length === 0}
        empty={
          <EmptyState
            icon={<IconPhoneCheck size={28} />}
            title={CALLBACK_TEXT.emptyTitle}
            hint={onlyUnhandled ? CALLBACK_TEXT.emptyUnhandledHint : CALLBACK_TEXT.emptyHint}
            testId="callbacks-empty"
          />
        }
      >
        {(data) => (
          <CallbackList
            callbacks={data.callbacks}
            busy={mark.isPending ? (mark.variables?.callbackId ?? null) : null}
            onMark={(callback, handled) =>
              mark.mutate({ callbackId: callback._id, handled }, { onError: showErrorToast })
            }
          />
        )}
      </QueryStates>
      <PagePagination
        page={page}
        total={answer ? pageCount(answer.countAll, CALLBACKS_PER_PAGE) : 1}
        onChange={setPage}
      />
    </Stack>
  );
}
