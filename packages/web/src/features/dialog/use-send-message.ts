import { useQueryClient } from '@tanstack/react-query';
import type { TDialog, TMessage } from '@fura/domain/dialog-schemas';
import { ApiError } from '../../shared/api/client';
import {
  updateMessages,
  withLocalMessage,
  withLocalState,
  withoutLocalMessage,
  withServerMessage,
  type ChatMessage,
  type MessagesData,
  type OutgoingBody,
} from '../../shared/dialogs/messages-cache';
import { dialogMessagesKey } from '../../shared/dialogs/query-keys';
import { placeMyMessage } from '../../shared/dialogs/use-dialogs-realtime';
import { sendText, sendVoice } from './api/dialog-api';

const SEND_FAILED = 'Не удалось отправить сообщение';

function failureText(error: unknown): string {
  return error instanceof ApiError ? error.message : SEND_FAILED;
}

function newClientId(): string {
  return crypto.randomUUID();
}

function localCopy(dialog: TDialog, myId: string, clientId: string, body: OutgoingBody): ChatMessage {
  return {
    _id: `local:${clientId}`,
    dialogId: dialog._id,
    user: { _id: myId },
    text: body.kind === 'text' ? body.text : '',
    voiceSound: null,
    createdAt: new Date().toISOString(),
    isRead: false,
    clientId,
    local: { state: 'pending', error: null, body },
  };
}

/**
 * Sending (SPEC §4 Messages): the message shows at once as pending with a clientId, then is replaced by the
 * server's copy (same clientId), or is marked failed with the server's message; a retry sends it again with the
 * same clientId.
 */
export function useSendMessage(dialog: TDialog | undefined, myId: string) {
  const client = useQueryClient();

  const post = (target: TDialog, clientId: string, body: OutgoingBody) => {
    const request =
      body.kind === 'text'
        ? sendText(target._id, body.text, clientId)
        : sendVoice(target._id, body.voice, clientId);
    request.then(
      ({ message }: { message: TMessage }) => {
        updateMessages(client, target._id, (data) => withServerMessage(data, message));
        placeMyMessage(client, target, message);
      },
      (error: unknown) =>
        updateMessages(client, target._id, (data) =>
          withLocalState(data, clientId, { state: 'failed', error: failureText(error), body }),
        ),
    );
  };

  const send = (body: OutgoingBody) => {
    if (!dialog) return;
    const clientId = newClientId();
    updateMessages(client, dialog._id, (data) =>
      withLocalMessage(data, localCopy(dialog, myId, clientId, body)),
    );
    post(dialog, clientId, body);
  };

  const retry = (clientId: string) => {
    if (!dialog) return;
    const data = client.getQueryData<MessagesData>(dialogMessagesKey(dialog._id));
    const failed = data?.messages.find((item) => item.local && item.clientId === clientId);
    if (!failed?.local) return;
    const body = failed.local.body;
    updateMessages(client, dialog._id, (current) =>
      withLocalState(current, clientId, { state: 'pending', error: null, body }),
    );
    post(dialog, clientId, body);
  };

  const remove = (clientId: string) => {
    if (dialog) updateMessages(client, dialog._id, (data) => withoutLocalMessage(data, clientId));
  };

  return { send, retry, remove };
}
