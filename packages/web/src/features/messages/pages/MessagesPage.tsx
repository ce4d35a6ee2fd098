import { Button, Stack, Title } from '@mantine/core';
import type { DialogListKind } from '@fura/domain/dialog-schemas';
import { ROUTES } from '@fura/domain/routes';
import { useSession } from '../../../shared/session/session-query';
import { showErrorToast } from '../../../shared/ui/toast';
import { dialogsOf, useDialogList } from '../api/get-dialogs';
import { DialogRow } from '../components/DialogRow';
import { DialogListEmpty, DialogListError, DialogListSkeleton } from '../components/DialogListStates';
import { DialogTabs } from '../components/DialogTabs';
import classes from '../components/Messages.module.css';
import { TAB_ROUTES } from '../messages-text';

/** /messages, /messages-by-order, /messages-users: the user's dialogs of one kind, newest first, 20 at a time. */
export function MessagesPage({ kind }: { kind: DialogListKind }) {
  const { user } = useSession();
  const query = useDialogList(kind);
  const dialogs = dialogsOf(query.data);

  const loadMore = () => {
    query.fetchNextPage().then((result) => {
      if (result.isFetchNextPageError) showErrorToast(result.error);
    }, showErrorToast);
  };

  return (
    <Stack gap="md" maw={860} data-testid="messages-page" data-kind={kind}>
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {ROUTES[TAB_ROUTES[kind]].title}
      </Title>
      <DialogTabs active={kind} />
      {query.isPending ? (
        <DialogListSkeleton />
      ) : query.isError && dialogs.length === 0 ? (
        <DialogListError message={query.error.message} onRetry={() => void query.refetch()} />
      ) : dialogs.length === 0 ? (
        <DialogListEmpty kind={kind} />
      ) : (
        <>
          <section className={classes.list} aria-label="Диалоги">
            {dialogs.map((dialog) => (
              <DialogRow key={dialog._id} dialog={dialog} myId={user?._id ?? ''} />
            ))}
          </section>
          {query.hasNextPage && (
            <Button
              variant="default"
              onClick={loadMore}
              loading={query.isFetchingNextPage}
              data-testid="load-more"
              style={{ alignSelf: 'center' }}
            >
              Показать ещё
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}
