/** Dialogs, messages, an async fetch stub and a socket event trigger for the messaging tests. */
import { act } from '@testing-library/react';
import { expect, vi, type Mock } from 'vitest';
import type { TDialog, TDialogUser, TMessage } from '@fura/domain/dialog-schemas';
import type { ServerEventName, ServerEventPayload } from '@fura/domain/events';
import { getSocket } from '../src/shared/socket/socket';

export const ME = 'me';

// jsdom has no FontFaceSet; Mantine's autosize textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

export function makeDialogUser(id: string, overrides: Partial<TDialogUser> = {}): TDialogUser {
  return {
    _id: id,
    type: 'carrier',
    name: { first: `Имя-${id}`, last: 'Фамилия' },
    avatar: null,
    online: false,
    onlineAt: '2030-08-01T09:15:00.000Z',
    ...overrides,
  };
}

let clock = 0;

export function makeMessage(id: string, overrides: Partial<TMessage> = {}): TMessage {
  clock += 1;
  return {
    _id: id,
    dialogId: 'd1',
    user: { _id: 'u2' },
    text: `Текст ${id}`,
    voiceSound: null,
    createdAt: new Date(Date.UTC(2030, 7, 1, 10, 0, clock)).toISOString(),
    isRead: false,
    clientId: null,
    ...overrides,
  };
}

export function makeDialog(id: string, overrides: Partial<TDialog> = {}): TDialog {
  const user = overrides.user ?? makeDialogUser(`u-${id}`);
  const lastMessage = makeMessage(`m-${id}`, { dialogId: id, user: { _id: user._id } });
  return {
    _id: id,
    kind: 'user',
    orderId: null,
    order: null,
    user,
    lastMessage,
    lastMessageAt: lastMessage.createdAt,
    noRead: 0,
    createdAt: '2030-07-01T10:00:00.000Z',
    ...overrides,
  };
}

export interface ApiCall {
  path: string;
  body: Record<string, unknown>;
  form: FormData | null;
}

type Answer = { status?: number; body: unknown };
export type AsyncHandler = (body: Record<string, unknown>, form: FormData | null) => Answer | Promise<Answer>;

/** Answers each call by path (a handler may return a promise to hold the answer); records every call. */
export function stubDialogApi(handlers: Record<string, AsyncHandler>) {
  const calls: ApiCall[] = [];
  const mock = vi.fn(async (path: string, init?: RequestInit) => {
    const form = init?.body instanceof FormData ? init.body : null;
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    calls.push({ path, body, form });
    const handler = handlers[path];
    const answer = handler
      ? await handler(body, form)
      : { status: 599, body: { error: true, errors: [{ msg: path }] } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', mock);
  return calls;
}

export function ok(body: Record<string, unknown>): Answer {
  return { body: { error: false, ...body } };
}

export function refused(status: number, msg: string): Answer {
  return { status, body: { error: true, errors: [{ msg }] } };
}

/** A promise the test resolves later. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

type Listener = (payload: unknown) => void;

/** Delivers a server event to every listener the components registered (the socket module is mocked). */
export function serverEmit<E extends ServerEventName>(event: E, payload: ServerEventPayload<E>) {
  const socket = getSocket() as unknown as { on: Mock; off: Mock };
  const removed = new Set(
    socket.off.mock.calls.filter(([name]) => name === event).map(([, fn]) => fn as Listener),
  );
  const listeners = socket.on.mock.calls
    .filter(([name, fn]) => name === event && !removed.has(fn as Listener))
    .map(([, fn]) => fn as Listener);
  expect(listeners.length).toBeGreaterThan(0);
  act(() => listeners.forEach((listener) => listener(payload)));
}

/** The socket's client-to-server emits (typing). */
export function socketEmits(): Mock {
  return (getSocket() as unknown as { emit: Mock }).emit;
}
