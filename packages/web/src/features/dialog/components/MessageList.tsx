import { Fragment, type RefObject } from 'react';
import { Loader, Text } from '@mantine/core';
import dayjs from 'dayjs';
import type { ChatMessage } from '../../../shared/dialogs/messages-cache';
import { DATE_FORMAT } from '../../../shared/format/date';
import { MessageBubble } from './MessageBubble';
import classes from './Dialog.module.css';

/** «Сегодня», «Вчера» or dd.MM.yyyy above each day's first message. */
export function dayLabel(createdAt: string, now: Date = new Date()): string {
  const day = dayjs(createdAt);
  const today = dayjs(now);
  if (day.isSame(today, 'day')) return 'Сегодня';
  if (day.isSame(today.subtract(1, 'day'), 'day')) return 'Вчера';
  return day.format(DATE_FORMAT);
}

interface MessageListProps {
  messages: ChatMessage[];
  myId: string;
  loadingOlder: boolean;
  boxRef: RefObject<HTMLDivElement | null>;
  onScroll: () => void;
  onRetry: (clientId: string) => void;
  onRemove: (clientId: string) => void;
}

export function MessageList({
  messages,
  myId,
  loadingOlder,
  boxRef,
  onScroll,
  onRetry,
  onRemove,
}: MessageListProps) {
  return (
    <div
      ref={boxRef}
      onScroll={onScroll}
      className={classes.messages}
      data-testid="message-list"
      role="region"
      aria-label="Сообщения"
      // Focusable so that the history scrolls by keyboard; new messages are announced by NewMessageAnnouncer.
      tabIndex={0}
    >
      {loadingOlder && (
        <Loader size="sm" className={classes.olderLoader} data-testid="messages-older-loading" />
      )}
      {messages.length === 0 && (
        <Text c="dimmed" ta="center" m="auto" data-testid="messages-empty">
          Сообщений пока нет. Напишите первым!
        </Text>
      )}
      {messages.map((message, index) => {
        const label = dayLabel(message.createdAt);
        const previous = messages[index - 1];
        const newDay = !previous || dayLabel(previous.createdAt) !== label;
        return (
          <Fragment key={message.clientId ?? message._id}>
            {newDay && (
              <div className={classes.day} data-testid="date-separator">
                <span>{label}</span>
              </div>
            )}
            <MessageBubble
              message={message}
              mine={message.user._id === myId}
              onRetry={onRetry}
              onRemove={onRemove}
            />
          </Fragment>
        );
      })}
    </div>
  );
}
