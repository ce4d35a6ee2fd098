import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TDialog } from '@fura/domain/dialog-schemas';
import type { TUserResponse } from '@fura/domain/user';
import { MessagesButton } from '../src/features/layout/MessagesButton';
import { MessagesPage } from '../src/features/messages/pages/MessagesPage';
import { WriteMessageButton } from '../src/shared/dialogs/WriteMessageButton';
import { SESSION_QUERY_KEY } from '../src/shared/session/session-query';
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
  serverEmit,
  stubDialogApi,
} from './dialog-fixtures';

vi.mock('../src/shared/socket/socket', async () => (await import('./socket-mock')).mockSocketModule());
vi.mock('../src/shared/sound/play-sound', () => ({ playSound: vi.fn() }));

const rows = () => screen.queryAllByTestId('dialog-row');
const rowIds = () => rows().map((row) => row.dataset.dialogId);
const row = (id: string) => rows().find((item) => item.dataset.dialogId === id)!;
const badgeOf = (id: string) => within(row(id)).queryByTestId('dialog-unread')?.textContent ?? null;
const headerCount = () => screen.queryByTestId('messages-count')?.textContent ?? '';

function setup(dialogs: TDialog[], counts = { order: 0, user: 0 }, kind: 'all' | 'order' | 'user' = 'all') {
  const calls = stubDialogApi({
    '/api/dialog/list': (body) => {
      const offset = typeof body.offset === 'number' ? body.offset : 0;
      const matching = dialogs.filter((dialog) => body.kind === 'all' || dialog.kind === body.kind);
      return ok({
        dialogs: matching.slice(offset, offset + 20),
        countAll: matching.length,
        noReadCount: matching.reduce((sum, dialog) => sum + dialog.noRead, 0),
      });
    },
  });
  const client = makeQueryClient(
    makeSession(
      {
        dialogsCount: [
          { _id: 'order', count: counts.order },
          { _id: 'user', count: counts.user },
        ],
      },
      { _id: ME },
    ),
  );
  renderPage(
    <>
      <MessagesButton />
      <MessagesPage kind={kind} />
    </>,
    { path: '/messages', queryClient: client },
  );
  const session = () => client.getQueryData<TUserResponse>(SESSION_QUERY_KEY)!;
  return { calls, client, session };
}

const d1 = makeDialog('d1', {
  kind: 'order',
  orderId: 'a1',
  order: { _id: 'a1', type: 'order', status: 2, route: 'Москва — Казань' },
  user: makeDialogUser('u1', { online: true }),
  noRead: 2,
});
const d2 = makeDialog('d2', {
  noRead: 1,
  lastMessage: makeMessage('m-d2', {
    dialogId: 'd2',
    user: { _id: 'u-d2' },
    text: '',
    voiceSound: { url: '/api/dialog/voice/m-d2', mime: 'audio/webm', durationMs: 12_000, waveform: [] },
  }),
});
const d3 = makeDialog('d3', { lastMessage: makeMessage('m-d3', { dialogId: 'd3', user: { _id: ME } }) });

describe('/messages', () => {
  it('lists dialogs newest first with the other user, the listing, the last message and unread badges', async () => {
    const { calls } = setup([d1, d2, d3], { order: 2, user: 1 });
    await waitFor(() => expect(rowIds()).toEqual(['d1', 'd2', 'd3']));
    expect(calls[0]).toMatchObject({ path: '/api/dialog/list', body: { kind: 'all', offset: 0 } });
    expect(row('d1').getAttribute('href')).toBe('/dialog-order/a1/u1');
    expect(row('d2').getAttribute('href')).toBe('/dialog/u-d2');
    expect(row('d1').textContent).toContain('Имя-u1 Фамилия');
    expect(row('d1').textContent).toContain('в сети');
    expect(row('d1').textContent).toContain('Заказ: Москва — Казань');
    expect(row('d2').textContent).toContain('был(а) в сети 01.08.2030 в');
    expect(row('d2').textContent).toContain('Голосовое сообщение 0:12');
    expect(row('d3').textContent).toContain('Вы: Текст m-d3');
    expect([badgeOf('d1'), badgeOf('d2'), badgeOf('d3')]).toEqual(['2', '1', null]);
    expect(headerCount()).toBe('3');
    expect(screen.getByTestId('dialog-tab-count-all').textContent).toContain('3');
    expect(screen.getByTestId('dialog-tab-count-order').textContent).toContain('2');
    expect(screen.getByTestId('dialog-tab-count-user').textContent).toContain('1');
  });

  it('re-sorts live: a new message puts its dialog on top with its unread count and raises the counters', async () => {
    const { session } = setup([d1, d2, d3], { order: 2, user: 1 });
    await waitFor(() => expect(rowIds()).toEqual(['d1', 'd2', 'd3']));
    const message = makeMessage('new', { dialogId: 'd3', user: { _id: 'u-d3' }, text: 'Когда загрузка?' });
    serverEmit('sendMessageDialog', {
      message,
      dialogId: 'd3',
      isOrder: false,
      dialog: { ...d3, lastMessage: message, lastMessageAt: message.createdAt, noRead: 1 },
    });
    await waitFor(() => expect(rowIds()).toEqual(['d3', 'd1', 'd2']));
    expect(badgeOf('d3')).toBe('1');
    expect(row('d3').textContent).toContain('Когда загрузка?');
    expect(headerCount()).toBe('4');
    expect(session().dialogsCount.find((g) => g._id === 'user')?.count).toBe(2);
    expect(playSound).toHaveBeenCalledWith('message');
  });

  it('my message from another tab moves the dialog up without counting it unread', async () => {
    setup([d1, d2, d3], { order: 2, user: 1 });
    await waitFor(() => expect(rowIds()).toEqual(['d1', 'd2', 'd3']));
    vi.mocked(playSound).mockClear();
    const message = makeMessage('mine', {
      dialogId: 'd2',
      user: { _id: ME },
      text: 'Договорились',
      clientId: 'c1',
    });
    serverEmit('sendMessageDialog', {
      message,
      dialogId: 'd2',
      isOrder: false,
      dialog: { ...d2, lastMessage: message, lastMessageAt: message.createdAt },
    });
    await waitFor(() => expect(rowIds()).toEqual(['d2', 'd1', 'd3']));
    expect(row('d2').textContent).toContain('Вы: Договорились');
    expect(headerCount()).toBe('3');
    expect(playSound).not.toHaveBeenCalled();
  });

  it('my read in another tab zeroes the dialog and lowers the counters, never below 0', async () => {
    const { session } = setup([d1, d2, d3], { order: 2, user: 1 });
    await waitFor(() => expect(rowIds()).toEqual(['d1', 'd2', 'd3']));
    serverEmit('readMessagesDialog', { dialogId: 'd1', readerId: ME, read: 2 });
    await waitFor(() => expect(badgeOf('d1')).toBeNull());
    expect(headerCount()).toBe('1');
    expect(screen.queryByTestId('dialog-tab-count-order')).toBeNull();
    serverEmit('readMessagesDialog', { dialogId: 'd2', readerId: ME, read: 5 });
    await waitFor(() => expect(badgeOf('d2')).toBeNull());
    expect(session().dialogsCount.map((g) => g.count)).toEqual([0, 0]);
    expect(headerCount()).toBe('');
  });

  it('the other user reading my last message does not change my counters', async () => {
    setup([d1, d2, d3], { order: 2, user: 1 });
    await waitFor(() => expect(rowIds()).toEqual(['d1', 'd2', 'd3']));
    serverEmit('readMessagesDialog', { dialogId: 'd3', readerId: 'u-d3', read: 1 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(headerCount()).toBe('3');
    expect(badgeOf('d1')).toBe('2');
  });

  it('shows 20 at a time with «Показать ещё»', async () => {
    const many = Array.from({ length: 25 }, (_, index) => makeDialog(`x${index}`));
    const { calls } = setup(many);
    await waitFor(() => expect(rows()).toHaveLength(20));
    fireEvent.click(screen.getByTestId('load-more'));
    await waitFor(() => expect(rows()).toHaveLength(25));
    expect(calls.at(-1)?.body).toEqual({ kind: 'all', offset: 20 });
    expect(screen.queryByTestId('load-more')).toBeNull();
  });

  it('says what to do when there are no dialogs of the kind', async () => {
    setup([d2], { order: 0, user: 1 }, 'order');
    expect((await screen.findByTestId('dialogs-empty')).textContent).toContain(
      'Диалогов по объявлениям пока нет',
    );
    expect(screen.getByTestId('dialog-tab-order').getAttribute('aria-current')).toBe('page');
  });

  it('a list answer sets its kind counter in the session (noReadCount feeds dialogsCount)', async () => {
    const { session } = setup([d1], { order: 0, user: 0 }, 'order');
    await waitFor(() => expect(rowIds()).toEqual(['d1']));
    expect(session().dialogsCount.find((g) => g._id === 'order')?.count).toBe(2);
    expect(headerCount()).toBe('2');
  });
});

describe('WriteMessageButton', () => {
  it('links «Написать» to the user dialog, the listing dialog with its author, or with a named user', () => {
    stubDialogApi({});
    renderPage(
      <>
        <WriteMessageButton kind="user" userId="u7" />
        <WriteMessageButton kind="order" articleId="a1" />
        <WriteMessageButton kind="order" articleId="a1" userId="u7" />
      </>,
      { queryClient: makeQueryClient(makeSession({}, { _id: ME })) },
    );
    const links = screen.getAllByTestId('write-message');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/dialog/u7',
      '/dialog-order/a1',
      '/dialog-order/a1/u7',
    ]);
    expect(links[0]?.textContent).toBe('Написать');
  });
});
