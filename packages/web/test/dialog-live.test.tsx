import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { TYPING_INDICATOR_MS } from '@fura/domain/constants';
import { DIALOG_MESSAGES, type TDialog, type TMessage } from '@fura/domain/dialog-schemas';
import { DialogPage, type DialogRouteMode } from '../src/features/dialog/pages/DialogPage';
import { MessagesButton } from '../src/features/layout/MessagesButton';
import { playSound } from '../src/shared/sound/play-sound';
import { makeSession } from './fixtures';
import { renderPage } from './inputs/render';
import { makeQueryClient } from './render';
import {
  ME,
  makeDialog,
  makeDialogUser,
  makeMessage,
  ok,
  refused,
  serverEmit,
  socketEmits,
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

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

const dialog: TDialog = makeDialog('d1', { user: makeDialogUser('u2', { online: true }) });
const history = [makeMessage('m1', { isRead: true }), makeMessage('m2', { user: { _id: ME }, isRead: true })];

const bubbles = () => screen.queryAllByTestId('message');
const ids = () => bubbles().map((bubble) => bubble.dataset.messageId);
const headerCount = () => screen.queryByTestId('messages-count')?.textContent ?? '';
const loaded = (count: number) => waitFor(() => expect(bubbles()).toHaveLength(count), { timeout: 5000 });

function setup({
  handlers = {},
  mode = 'user',
  path = '/dialog/u2',
  pattern = '/dialog/:id',
}: {
  handlers?: Record<string, AsyncHandler>;
  mode?: DialogRouteMode;
  path?: string;
  pattern?: string;
} = {}) {
  const calls = stubDialogApi({
    '/api/dialog/open': () => ok({ dialog }),
    '/api/dialog/messages': () => ok({ messages: history, canLoad: false }),
    '/api/dialog/read': () => ok({ dialogId: 'd1', read: 1 }),
    ...handlers,
  });
  const client = makeQueryClient(makeSession({ dialogsCount: [] }, { _id: ME }));
  renderPage(
    <>
      <MessagesButton />
      <DialogPage mode={mode} />
    </>,
    { path, pattern, queryClient: client },
  );
  return { calls };
}

function incoming(id: string, overrides: Partial<TMessage> = {}) {
  const message = makeMessage(id, { text: `Новое ${id}`, ...overrides });
  serverEmit('sendMessageDialog', {
    message,
    dialogId: 'd1',
    isOrder: false,
    dialog: { ...dialog, lastMessage: message, lastMessageAt: message.createdAt, noRead: 1 },
  });
}

describe('dialog live updates', () => {
  it('shows «печатает…» on the other user’s typing and hides it TYPING_INDICATOR_MS after the last signal', async () => {
    setup();
    await loaded(2);
    vi.useFakeTimers();
    const typing = { otherId: ME, userId: 'u2', isOrder: false };
    serverEmit('typingDialog', { ...typing, isOrder: true });
    expect(screen.queryByTestId('typing-indicator')).toBeNull();
    serverEmit('typingDialog', typing);
    expect(screen.getByTestId('typing-indicator').textContent).toBe('печатает…');
    advance(TYPING_INDICATOR_MS - 500);
    serverEmit('typingDialog', typing);
    advance(TYPING_INDICATOR_MS - 500);
    expect(screen.getByTestId('typing-indicator')).toBeTruthy();
    advance(600);
    expect(screen.queryByTestId('typing-indicator')).toBeNull();
    expect(screen.getByTestId('dialog-presence').textContent).toBe('в сети');
  });

  it('shows typing for this dialog, not for another dialog with the same user', async () => {
    setup();
    await loaded(2);
    const typing = { otherId: ME, userId: 'u2', isOrder: false };
    serverEmit('typingDialog', { ...typing, dialogId: 'd-other' });
    expect(screen.queryByTestId('typing-indicator')).toBeNull();
    serverEmit('typingDialog', { ...typing, dialogId: 'd1' });
    expect(screen.getByTestId('typing-indicator').textContent).toBe('печатает…');
  });

  it('emits typingDialog while typing, at most once a second', async () => {
    setup();
    await loaded(2);
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const input = screen.getByTestId('message-input');
    fireEvent.change(input, { target: { value: 'Д' } });
    fireEvent.change(input, { target: { value: 'До' } });
    expect(socketEmits()).toHaveBeenCalledTimes(1);
    expect(socketEmits()).toHaveBeenCalledWith('typingDialog', {
      otherId: 'u2',
      userId: ME,
      isOrder: false,
      dialogId: 'd1',
    });
    now.mockReturnValue(1_001_001);
    fireEvent.change(input, { target: { value: 'Доб' } });
    expect(socketEmits()).toHaveBeenCalledTimes(2);
  });

  it('a message arriving in the shown dialog joins it, is read at once and never counts as unread', async () => {
    const { calls } = setup();
    await loaded(2);
    vi.mocked(playSound).mockClear();
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
    incoming('m3');
    await loaded(3);
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/dialog/read')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(headerCount()).toBe('');
    expect(playSound).not.toHaveBeenCalled();
    vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    incoming('m4');
    await loaded(4);
    expect(playSound).toHaveBeenCalledWith('message');
  });

  it('loads older messages when scrolled to the top', async () => {
    const older = [makeMessage('o1', { isRead: true }), makeMessage('o2', { isRead: true })];
    const { calls } = setup({
      handlers: {
        '/api/dialog/messages': (body) =>
          body.before ? ok({ messages: older, canLoad: false }) : ok({ messages: history, canLoad: true }),
      },
    });
    await loaded(2);
    fireEvent.scroll(screen.getByTestId('message-list'));
    await loaded(4);
    expect(ids()).toEqual(['o1', 'o2', 'm1', 'm2']);
    expect(calls.filter((call) => call.path === '/api/dialog/messages').at(-1)?.body).toEqual({
      dialogId: 'd1',
      before: 'm1',
    });
    fireEvent.scroll(screen.getByTestId('message-list'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.filter((call) => call.path === '/api/dialog/messages')).toHaveLength(2);
  });

  it('opens the order dialog with a named user and links the listing', async () => {
    const orderDialog = makeDialog('d1', {
      kind: 'order',
      orderId: 'a1',
      order: { _id: 'a1', type: 'order', status: 3, route: 'Тула — Орёл' },
      user: makeDialogUser('u5'),
    });
    const { calls } = setup({
      mode: 'orderWith',
      path: '/dialog-order/a1/u5',
      pattern: '/dialog-order/:order/:id',
      handlers: { '/api/dialog/open': () => ok({ dialog: orderDialog }) },
    });
    await loaded(2);
    expect(calls[0]?.body).toEqual({ kind: 'order', articleId: 'a1', userId: 'u5' });
    const link = screen.getByTestId('dialog-order-link');
    expect(link.getAttribute('href')).toBe('/order/a1');
    expect(link.textContent).toBe('Заказ: Тула — Орёл');
    expect(screen.getByTestId('dialog-back').getAttribute('href')).toBe('/messages-by-order');
  });

  it('shows the server’s refusal to open a dialog', async () => {
    const { calls } = setup({
      mode: 'order',
      path: '/dialog-order/a1',
      pattern: '/dialog-order/:id',
      handlers: { '/api/dialog/open': () => refused(403, DIALOG_MESSAGES.notParticipant) },
    });
    const error = await screen.findByTestId('dialog-error', {}, { timeout: 5000 });
    expect(error.textContent).toContain(DIALOG_MESSAGES.notParticipant);
    expect(calls[0]?.body).toEqual({ kind: 'order', articleId: 'a1' });
    expect(screen.queryByTestId('message-input')).toBeNull();
  });
});
