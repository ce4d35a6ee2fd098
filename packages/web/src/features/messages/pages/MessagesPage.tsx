import { Button, Stack, Title } from '@mantine/core';
import type { DialogListKind } from '@fura/domain/dialog-schemas';
import { ROUTES } from '@fura/domain/routes';
import { useSession } from '../../../shared/session/session-query';
import { QueryStates } from '../../../shared/ui/QueryStates';
import { showErrorToast } from '../../../shared/ui/toast';
import { dialogsOf, useDialogList } from '../api/get-dialogs';
import { DialogRow } from '../components/DialogRow';
import { DialogListEmpty, DialogListSkeleton } from '../components/DialogListPlaceholders';
import { DialogTabs } from '../components/DialogTabs';
import classes from '../components/Messages.module.css';
import { LIST_ERROR_TITLE, TAB_ROUTES } from '../messages-text';

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
      <QueryStates
        query={query}
        loading={<DialogListSkeleton />}
        error={{ title: LIST_ERROR_TITLE, testId: 'dialogs-error' }}
        isEmpty={() => dialogs.length === 0}
        empty={<DialogListEmpty kind={kind} />}
      >
        {() => (
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
      </QueryStates>
    </Stack>
  );
}
