import { Alert, Button, Loader, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { DIALOG_MESSAGES } from '@fura/domain/dialog-schemas';
import { routePath } from '@fura/domain/routes';
import { fullName } from '../../../shared/deals/review-format';
import { LoadError } from '../../../shared/ui/ListStates';
import { useActiveDialog } from '../../../shared/dialogs/active-dialogs';
import type { DialogTarget } from '../../../shared/dialogs/dialog-paths';
import { useSession } from '../../../shared/session/session-query';
import { useDialogMessages, useOpenDialog } from '../api/queries';
import { Composer } from '../components/Composer';
import { DialogHeader } from '../components/DialogHeader';
import { MessageList } from '../components/MessageList';
import { NewMessageAnnouncer } from '../components/NewMessageAnnouncer';
import classes from '../components/Dialog.module.css';
import { DIALOG_TEXTS } from '../dialog-texts';
import { useChatScroll } from '../use-chat-scroll';
import { useDialogContact } from '../use-dialog-contact';
import { useFillViewport } from '../use-fill-viewport';
import { useOlderMessages } from '../use-older-messages';
import { useReadDialog } from '../use-read-dialog';
import { useSendMessage } from '../use-send-message';
import { useTypingEmitter, useTypingIndicator } from '../use-typing';

/** Which dialog a route opens: /dialog/:id, /dialog-order/:id, /dialog-order/:order/:id (SPEC §2). */
export type DialogRouteMode = 'user' | 'order' | 'orderWith';

function targetOf(mode: DialogRouteMode, params: Record<string, string | undefined>): DialogTarget {
  const id = params.id ?? '';
  if (mode === 'user') return { kind: 'user', userId: id };
  if (mode === 'order') return { kind: 'order', articleId: id };
  return { kind: 'order', articleId: params.order ?? '', userId: id };
}

function DialogLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <LoadError
      title={DIALOG_TEXTS.loadError}
      message={message}
      onRetry={onRetry}
      testId="dialog-error"
      action={
        <Button
          component={Link}
          to={routePath('messages')}
          variant="subtle"
          size="sm"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          {DIALOG_TEXTS.toMessages}
        </Button>
      }
    />
  );
}

/** One dialog: header, messages (older on scroll up), composer at the bottom; fills the viewport on a phone. */
export function DialogPage({ mode }: { mode: DialogRouteMode }) {
  const params = useParams();
  // Another dialog through the same route starts afresh (scroll, draft, read attempts).
  return <DialogScreen key={`${params.order ?? ''}/${params.id ?? ''}`} target={targetOf(mode, params)} />;
}

function DialogScreen({ target }: { target: DialogTarget }) {
  const { user } = useSession();
  const myId = user?._id ?? '';
  const dialogQuery = useOpenDialog(target);
  const dialog = dialogQuery.data;
  const messagesQuery = useDialogMessages(dialog?._id ?? null);
  const data = messagesQuery.data;
  const visible = useActiveDialog(dialog ?? null);
  const typing = useTypingIndicator(dialog);
  const onTyping = useTypingEmitter(dialog, myId);
  const { send, retry, remove } = useSendMessage(dialog, myId);
  const older = useOlderMessages(dialog?._id ?? null, data);
  const messages = data?.messages ?? [];
  const scroll = useChatScroll({
    messages,
    myId,
    canLoad: older.canLoad,
    loadingOlder: older.loading,
    loadOlder: older.loadOlder,
  });
  const frame = useFillViewport<HTMLDivElement>();
  useReadDialog(dialog, data, myId, visible);
  useDialogContact(dialog, target);

  const banned = user?.isBan ?? false;
  return (
    <div
      ref={frame.ref}
      className={classes.frame}
      style={frame.height ? { height: frame.height } : undefined}
      data-testid="dialog-page"
    >
      {dialogQuery.isError ? (
        <DialogLoadError message={dialogQuery.error.message} onRetry={() => void dialogQuery.refetch()} />
      ) : !dialog ? (
        <Stack gap="sm" p="md" data-testid="dialog-loading">
          <Skeleton height={40} width="60%" />
          <Skeleton height={24} width="40%" />
        </Stack>
      ) : (
        <>
          <DialogHeader dialog={dialog} typing={typing} />
          {messagesQuery.isError ? (
            <div className={classes.messages}>
              <DialogLoadError
                message={messagesQuery.error.message}
                onRetry={() => void messagesQuery.refetch()}
              />
            </div>
          ) : !data ? (
            <div className={classes.messages}>
              <Loader m="auto" data-testid="messages-loading" />
            </div>
          ) : (
            <>
              <NewMessageAnnouncer messages={messages} myId={myId} senderName={fullName(dialog.user)} />
              <MessageList
                messages={messages}
                myId={myId}
                loadingOlder={older.loading}
                boxRef={scroll.ref}
                onScroll={scroll.onScroll}
                onRetry={retry}
                onRemove={remove}
              />
            </>
          )}
          {banned && (
            <Alert color="red" variant="light" py={8} data-testid="dialog-banned">
              {DIALOG_MESSAGES.bannedSender}
            </Alert>
          )}
          <Composer
            disabled={banned || !data}
            onSendText={(text) => send({ kind: 'text', text })}
            onSendVoice={(voice) => send({ kind: 'voice', voice })}
            onTyping={onTyping}
            // The support reads contacts as written; so does a party of an open deal (his contact is shown).
            contactHint={dialog.user.type !== 'admin' && !dialog.contact}
          />
        </>
      )}
    </div>
  );
}
