/**
 * The loaded messages of one dialog, oldest first, with the sender's own pending and failed copies (SPEC §4
 * Messages: pending → confirmed with the server's id, or failed with a retry). Pure functions, and the writes
 * socket events and the dialog page make to the query cache.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { TMessage, TMessagesResponse } from '@fura/domain/dialog-schemas';
import { dialogMessagesKey } from './query-keys';

/** A recording made in the browser, before the server has it. */
export interface VoiceDraft {
  blob: Blob;
  mime: string;
  waveform: number[];
  durationMs: number;
}

export type OutgoingBody = { kind: 'text'; text: string } | { kind: 'voice'; voice: VoiceDraft };

export interface LocalState {
  state: 'pending' | 'failed';
  /** The server's (or the network's) Russian message of a failed send. */
  error: string | null;
  /** What to send again on «Повторить». */
  body: OutgoingBody;
}

export interface ChatMessage extends TMessage {
  /** Set while the message exists only in this tab. */
  local: LocalState | null;
}

export interface MessagesData {
  messages: ChatMessage[];
  /** Older messages exist on the server. */
  canLoad: boolean;
}

export type MessageStatus = 'pending' | 'failed' | 'sent' | 'read';

export function messageStatus(message: ChatMessage): MessageStatus {
  if (message.local) return message.local.state;
  return message.isRead ? 'read' : 'sent';
}

const confirmed = (message: TMessage): ChatMessage => ({ ...message, local: null });

function sameMessage(a: ChatMessage, b: TMessage): boolean {
  return a._id === b._id || (b.clientId !== null && a.clientId === b.clientId && a.user._id === b.user._id);
}

/** A server message: replaces its pending copy (same clientId) or itself, or is appended. */
export function withServerMessage(data: MessagesData, message: TMessage): MessagesData {
  const index = data.messages.findIndex((item) => sameMessage(item, message));
  if (index === -1) return { ...data, messages: [...data.messages, confirmed(message)] };
  const messages = data.messages.slice();
  messages[index] = confirmed(message);
  return { ...data, messages };
}

/** A message of this tab waiting for the server (or sent again). */
export function withLocalMessage(data: MessagesData, message: ChatMessage): MessagesData {
  const index = data.messages.findIndex((item) => item.local && item.clientId === message.clientId);
  if (index === -1) return { ...data, messages: [...data.messages, message] };
  const messages = data.messages.slice();
  messages[index] = message;
  return { ...data, messages };
}

export function withLocalState(data: MessagesData, clientId: string, local: LocalState): MessagesData {
  return {
    ...data,
    messages: data.messages.map((item) =>
      item.local && item.clientId === clientId ? { ...item, local } : item,
    ),
  };
}

export function withoutLocalMessage(data: MessagesData, clientId: string): MessagesData {
  return { ...data, messages: data.messages.filter((item) => !(item.local && item.clientId === clientId)) };
}

/** `readerId` has read the other user's messages. */
export function withReadBy(data: MessagesData, readerId: string): MessagesData {
  if (!data.messages.some((item) => !item.local && !item.isRead && item.user._id !== readerId)) return data;
  return {
    ...data,
    messages: data.messages.map((item) =>
      !item.local && !item.isRead && item.user._id !== readerId ? { ...item, isRead: true } : item,
    ),
  };
}

/** An older page goes before what is loaded. */
export function withOlderPage(data: MessagesData, page: TMessagesResponse): MessagesData {
  const known = new Set(data.messages.map((item) => item._id));
  const older = page.messages.filter((item) => !known.has(item._id)).map(confirmed);
  return { messages: [...older, ...data.messages], canLoad: page.canLoad };
}

/** The newest page (first load or a refetch after a reconnect) merged with what this tab already holds. */
export function withLatestPage(data: MessagesData | undefined, page: TMessagesResponse): MessagesData {
  if (!data) return { messages: page.messages.map(confirmed), canLoad: page.canLoad };
  let merged: MessagesData = { ...data, messages: data.messages.filter((item) => !item.local) };
  const pending = data.messages.filter((item) => item.local);
  for (const message of page.messages) merged = withServerMessage(merged, message);
  const messages = [...merged.messages].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return {
    messages: [...messages, ...pending.filter((item) => !merged.messages.some((m) => sameMessage(m, item)))],
    canLoad: data.canLoad,
  };
}

export function updateMessages(
  client: QueryClient,
  dialogId: string,
  change: (data: MessagesData) => MessagesData,
): void {
  client.setQueryData<MessagesData>(dialogMessagesKey(dialogId), (data) => (data ? change(data) : data));
}
