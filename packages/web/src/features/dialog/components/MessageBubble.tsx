import { Button, Group, Text } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconChecks, IconClock, IconMicrophone } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { voiceLabel } from '../../../shared/dialogs/format';
import { messageStatus, type ChatMessage, type MessageStatus } from '../../../shared/dialogs/messages-cache';
import { TIME_FORMAT } from '../../../shared/format/date';
import { VoicePlayer } from '../../../shared/voice/VoicePlayer';
import { MessageText } from './MessageText';
import classes from './Dialog.module.css';

const STATUS_LABELS: Record<MessageStatus, string> = {
  pending: 'Отправляется',
  sent: 'Отправлено',
  read: 'Прочитано',
  failed: 'Не отправлено',
};

function StatusIcon({ status }: { status: MessageStatus }) {
  const props = { size: 16, 'aria-label': STATUS_LABELS[status], role: 'img' };
  switch (status) {
    case 'pending':
      return <IconClock {...props} />;
    case 'sent':
      return <IconCheck {...props} />;
    case 'read':
      return <IconChecks {...props} color="var(--mantine-color-brand-6)" />;
    case 'failed':
      return <IconAlertCircle {...props} color="var(--mantine-color-red-7)" />;
  }
}

function Content({ message }: { message: ChatMessage }) {
  if (message.voiceSound) return <VoicePlayer voice={message.voiceSound} />;
  const body = message.local?.body;
  if (body?.kind === 'voice') {
    return (
      <Group gap={6} wrap="nowrap">
        <IconMicrophone size={18} aria-hidden />
        <Text size="sm">{voiceLabel(body.voice.durationMs)}</Text>
      </Group>
    );
  }
  return <MessageText text={message.text} />;
}

interface MessageBubbleProps {
  message: ChatMessage;
  mine: boolean;
  onRetry: (clientId: string) => void;
  onRemove: (clientId: string) => void;
}

/** One message: mine on the right with its state (clock, one tick, two ticks, failed with retry/remove). */
export function MessageBubble({ message, mine, onRetry, onRemove }: MessageBubbleProps) {
  const status = messageStatus(message);
  const clientId = message.clientId;
  return (
    <div className={classes.bubbleRow} data-mine={mine ? 'true' : undefined}>
      <div
        className={classes.bubble}
        data-testid="message"
        data-status={status}
        data-mine={mine ? 'true' : 'false'}
        data-message-id={message._id}
      >
        <Content message={message} />
        <div className={classes.meta}>
          <time dateTime={message.createdAt}>{dayjs(message.createdAt).format(TIME_FORMAT)}</time>
          {mine && <StatusIcon status={status} />}
        </div>
        {status === 'failed' && clientId && (
          <div className={classes.failed} data-testid="message-failed">
            <Text size="xs" c="red.8">
              {message.local?.error}
            </Text>
            <Group gap={6}>
              <Button
                size="compact-xs"
                variant="light"
                onClick={() => onRetry(clientId)}
                data-testid="message-retry"
              >
                Повторить
              </Button>
              <Button
                size="compact-xs"
                variant="subtle"
                color="gray"
                onClick={() => onRemove(clientId)}
                data-testid="message-remove"
              >
                Удалить
              </Button>
            </Group>
          </div>
        )}
      </div>
    </div>
  );
}
