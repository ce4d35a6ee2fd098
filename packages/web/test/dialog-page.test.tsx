import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DIALOG_MESSAGES, type TDialog, type TMessage } from '@fura/domain/dialog-schemas';
import type { TUserResponse } from '@fura/domain/user';
import { DialogPage } from '../src/features/dialog/pages/DialogPage';
import { MessagesButton } from '../src/features/layout/MessagesButton';
import { SESSION_QUERY_KEY } from '../src/shared/session/session-query';
import { makeSession } from './fixtures';
import { renderPage } from './inputs/render';
import { makeQueryClient } from './render';
import {
  ME,
  deferred,
  makeDialog,
  makeDialogUser,
  makeMessage,
  ok,
  refused,
  serverEmit,
  stubDialogApi,
  type AsyncHandler,
} from './dialog-fixtures';

vi.mock('../src/shared/socket/socket', async () => {
  const module = (await import('./socket-mock')).mockSocketModule();
  Object.assign(module.getSocket(), { emit: vi.fn(), connected: true });
  return module;
});
vi.mock('../src/shared/sound/play-sound', () => ({ playSound: vi.fn() }));

afterEach(() => vi.useRealTimers());

const dialog: TDialog = makeDialog('d1', { user: makeDialogUser('u2'), noRead: 1 });
const fromHim = makeMessage('m1', { text: 'Здравствуйте, груз ещё актуален?', isRead: true });
const mine = makeMessage('m2', { user: { _id: ME }, text: 'Да', isRead: false, clientId: 'old' });
const unread = makeMessage('m3', { text: 'Когда можно забрать?' });

const bubbles = () => screen.queryAllByTestId('message');
const statuses = () => bubbles().map((bubble) => bubble.dataset.status);
const texts = () =>
  bubbles().map((bubble) => within(bubble).queryByTestId('message-text')?.textContent ?? '');
const headerCount = () => screen.queryByTestId('messages-count')?.textContent ?? '';
const input = () => screen.getByTestId('message-input');
/** The first render of the page loads Mantine and the page modules: slower than waitFor's default second. */
const loaded = (count: number) => waitFor(() => expect(bubbles()).toHaveLength(count), { timeout: 5000 });

interface SetupOptions {
  messages?: TMessage[];
  handlers?: Record<string, AsyncHandler>;
  counts?: number;
}

function setup({ messages = [fromHim, mine, unread], handlers = {}, counts = 1 }: SetupOptions = {}) {
  const calls = stubDialogApi({
    '/api/dialog/open': () => ok({ dialog }),
    '/api/dialog/messages': () => ok({ messages, canLoad: false }),
    '/api/dialog/read': () => ok({ dialogId: 'd1', read: 1 }),
    ...handlers,
  });
  const client = makeQueryClient(
    makeSession({ dialogsCount: [{ _id: 'user', count: counts }] }, { _id: ME }),
  );
  renderPage(
    <>
      <MessagesButton />
      <DialogPage mode="user" />
    </>,
    { path: '/dialog/u2', pattern: '/dialog/:id', queryClient: client },
  );
  const session = () => client.getQueryData<TUserResponse>(SESSION_QUERY_KEY)!;
  return { calls, session };
}

function type(text: string) {
  fireEvent.change(input(), { target: { value: text } });
}

describe('/dialog/:id', () => {
  it('opens the user dialog and shows the other user, the messages and their read state', async () => {
    const { calls } = setup();
    await loaded(3);
    expect(calls[0]).toMatchObject({ path: '/api/dialog/open', body: { kind: 'user', userId: 'u2' } });
    expect(calls[1]).toMatchObject({ path: '/api/dialog/messages', body: { dialogId: 'd1' } });
    expect(screen.getByTestId('dialog-user').getAttribute('href')).toBe('/user/u2');
    expect(screen.getByTestId('dialog-presence').textContent).toContain('был(а) в сети 01.08.2030 в');
    expect(bubbles().map((bubble) => bubble.dataset.mine)).toEqual(['false', 'true', 'false']);
    expect(statuses()[1]).toBe('sent');
    expect(screen.getByTestId('date-separator').textContent).toBe('01.08.2030');
  });

  it('reads the other side’s unread messages while shown and zeroes the counters', async () => {
    const { calls, session } = setup();
    await waitFor(() => expect(calls.some((call) => call.path === '/api/dialog/read')).toBe(true));
    expect(calls.find((call) => call.path === '/api/dialog/read')?.body).toEqual({
      dialogId: 'd1',
      socketId: 'test-socket-id',
    });
    await waitFor(() => expect(headerCount()).toBe(''));
    expect(session().dialogsCount).toEqual([{ _id: 'user', count: 0 }]);
    expect(calls.filter((call) => call.path === '/api/dialog/read')).toHaveLength(1);
  });

  it('does not read when nothing of the other side is unread', async () => {
    const { calls } = setup({ messages: [fromHim, mine], counts: 0 });
    await loaded(2);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.some((call) => call.path === '/api/dialog/read')).toBe(false);
  });

  it('shows a sent message at once as pending, then confirmed by the server (same clientId)', async () => {
    const answer = deferred<{ body: unknown }>();
    const { calls } = setup({ handlers: { '/api/dialog/send': () => answer.promise } });
    await loaded(3);
    type('Привет');
    fireEvent.keyDown(input(), { key: 'Enter' });
    await waitFor(() => expect(statuses()).toEqual(['read', 'sent', 'read', 'pending']));
    expect(texts()[3]).toBe('Привет');
    expect((input() as HTMLTextAreaElement).value).toBe('');
    const sent = calls.find((call) => call.path === '/api/dialog/send')!.body;
    expect(sent).toMatchObject({ dialogId: 'd1', text: 'Привет', socketId: 'test-socket-id' });
    expect(typeof sent.clientId).toBe('string');
    const confirmed = makeMessage('srv-1', {
      user: { _id: ME },
      text: 'Привет',
      clientId: String(sent.clientId),
    });
    await act(() => {
      answer.resolve(ok({ message: confirmed }));
      return answer.promise.then(() => undefined);
    });
    await waitFor(() => expect(statuses()).toEqual(['read', 'sent', 'read', 'sent']));
    expect(bubbles()[3]?.dataset.messageId).toBe('srv-1');
  });

  it('Shift+Enter does not send; the send button does', async () => {
    const { calls } = setup({
      handlers: {
        '/api/dialog/send': (body) => ok({ message: makeMessage('s', { ...body, user: { _id: ME } }) }),
      },
    });
    await loaded(3);
    type('Строка');
    fireEvent.keyDown(input(), { key: 'Enter', shiftKey: true });
    expect(calls.some((call) => call.path === '/api/dialog/send')).toBe(false);
    fireEvent.click(screen.getByTestId('message-send'));
    await waitFor(() => expect(calls.some((call) => call.path === '/api/dialog/send')).toBe(true));
  });

  it('marks a refused message failed with the server’s message; «Повторить» resends it, «Удалить» removes it', async () => {
    let attempt = 0;
    const { calls } = setup({
      handlers: {
        '/api/dialog/send': (body) => {
          attempt += 1;
          return attempt === 1
            ? refused(403, DIALOG_MESSAGES.bannedRecipient)
            : ok({
                message: makeMessage('srv-2', {
                  user: { _id: ME },
                  text: 'Ау',
                  clientId: String(body.clientId),
                }),
              });
        },
      },
    });
    await loaded(3);
    type('Ау');
    fireEvent.click(screen.getByTestId('message-send'));
    await waitFor(() => expect(statuses()[3]).toBe('failed'));
    expect(screen.getByTestId('message-failed').textContent).toContain(DIALOG_MESSAGES.bannedRecipient);
    fireEvent.click(screen.getByTestId('message-retry'));
    await waitFor(() => expect(statuses()[3]).toBe('sent'));
    const sends = calls.filter((call) => call.path === '/api/dialog/send');
    expect(sends).toHaveLength(2);
    expect(sends[1]?.body.clientId).toBe(sends[0]?.body.clientId);

    attempt = 0;
    type('Второе');
    fireEvent.click(screen.getByTestId('message-send'));
    await waitFor(() => expect(statuses()[4]).toBe('failed'));
    fireEvent.click(screen.getByTestId('message-remove'));
    await waitFor(() => expect(bubbles()).toHaveLength(4));
  });

  it('shows my messages read when the other user reads them', async () => {
    setup();
    await waitFor(() => expect(statuses()[1]).toBe('sent'));
    serverEmit('readMessagesDialog', { dialogId: 'd1', readerId: 'u2', read: 1 });
    await waitFor(() => expect(statuses()[1]).toBe('read'));
  });

  it('makes links clickable and shows HTML as text', async () => {
    const text =
      'Смотрите https://example.com/a?b=1. <b>жирно</b><img src=x onerror=alert(1)> javascript:alert(1)';
    setup({ messages: [makeMessage('h', { text, isRead: true })], counts: 0 });
    await loaded(1);
    const bubble = bubbles()[0]!;
    const links = bubble.querySelectorAll('a');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('https://example.com/a?b=1');
    expect(links[0]?.getAttribute('target')).toBe('_blank');
    expect(links[0]?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(links[0]?.textContent).toBe('https://example.com/a?b=1');
    expect(bubble.querySelector('b, img, script')).toBeNull();
    expect(texts()[0]).toBe(text);
  });
});
