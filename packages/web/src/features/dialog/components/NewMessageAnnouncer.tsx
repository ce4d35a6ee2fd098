import { useState } from 'react';
import { VisuallyHidden } from '@mantine/core';
import type { ChatMessage } from '../../../shared/dialogs/messages-cache';

const SPOKEN_TEXT_MAX = 200;

/** «Новое сообщение от Ольга Кузнецова: Буду в 9» — what a screen reader says when a message comes in. */
export function newMessageAnnouncement(message: ChatMessage, senderName: string): string {
  const text = message.voiceSound ? 'голосовое сообщение' : message.text.slice(0, SPOKEN_TEXT_MAX);
  return `Новое сообщение от ${senderName}: ${text}`;
}

interface NewMessageAnnouncerProps {
  messages: ChatMessage[];
  myId: string;
  senderName: string;
}

/**
 * A polite status region that speaks only the newest message of the other side. The list itself is not live: the
 * history loaded on opening or on scrolling up, and the ticks of one's own messages, are not read out.
 */
export function NewMessageAnnouncer({ messages, myId, senderName }: NewMessageAnnouncerProps) {
  const last = messages.at(-1) ?? null;
  const lastId = last?._id ?? null;
  const [seenId, setSeenId] = useState(lastId);
  const [announcement, setAnnouncement] = useState('');
  if (lastId !== seenId) {
    setSeenId(lastId);
    if (last && last.user._id !== myId) setAnnouncement(newMessageAnnouncement(last, senderName));
  }
  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" data-testid="message-announcer">
      {announcement}
    </VisuallyHidden>
  );
}
