import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ServerEventName, ServerEventPayload } from '@fura/domain/events';
import type { TUserResponse } from '@fura/domain/user';
import { BellButton } from '../src/features/notifications-bell/BellButton';
import { NotificationsPage } from '../src/features/notifications/pages/NotificationsPage';
import {
  notificationsQueryKey,
  withPrepended,
  type NotificationPages,
} from '../src/shared/notifications/notifications-cache';
import { SESSION_QUERY_KEY } from '../src/shared/session/session-query';
import { playSound } from '../src/shared/sound/play-sound';
import { useSessionRealtime } from '../src/shared/session/use-session-realtime';
import { makeNotification, makeSession } from './fixtures';
import { renderPage } from './inputs/render';
import { stubApi } from './my-articles-fixtures';
import { getAllHandler, makeNotifications } from './notifications-fixtures';
import { makeQueryClient } from './render';

const socket = vi.hoisted(() => ({ on: vi.fn(), off: vi.fn(), io: { on: vi.fn(), off: vi.fn() } }));
vi.mock('../src/shared/socket/socket', () => ({
  getSocket: () => socket,
  connectSocket: vi.fn(),
  disconnectSocket: vi.fn(),
}));
vi.mock('../src/shared/sound/play-sound', () => ({
  playSound: vi.fn(),
  startSoundUnlock: vi.fn(() => () => {}),
}));

type Listener = (payload: unknown) => void;

/** Delivers a server event to the listeners currently subscribed on the mocked socket. */
function emit<E extends ServerEventName>(event: E, payload: ServerEventPayload<E>) {
  const removed = new Set(
    socket.off.mock.calls.filter(([name]) => name === event).map(([, fn]) => fn as Listener),
  );
  const listeners = socket.on.mock.calls
    .filter(([name, fn]) => name === event && !removed.has(fn as Listener))
    .map(([, fn]) => fn as Listener);
  expect(listeners.length).toBeGreaterThan(0);
  act(() => listeners.forEach((listener) => listener(payload)));
}

function Realtime() {
  useSessionRealtime('u1');
  return null;
}

function items() {
  return screen.queryAllByTestId('notification-item');
}

function renderLive(unread: number) {
  const list = makeNotifications(3);
  stubApi({
    '/api/notification/get-all': getAllHandler(() => list),
    // Refetched to refill the bell popup after a read elsewhere: the server has one fewer.
    '/api/user': () => ({ body: makeSession({ notificationCounts: Math.max(0, unread - 1) }) }),
  });
  const client = makeQueryClient(makeSession({ notificationCounts: unread, onlyNoRead: [] }));
  renderPage(
    <>
      <Realtime />
      <BellButton />
      <NotificationsPage />
    </>,
    { path: '/notifications', queryClient: client },
  );
  return { client };
}

function session(client: ReturnType<typeof makeQueryClient>) {
  return client.getQueryData<TUserResponse>(SESSION_QUERY_KEY);
}

describe('notifications from socket events', () => {
  it('sendNotification beeps, goes on top of the list and raises the bell', async () => {
    const { client } = renderLive(2);
    await waitFor(() => expect(items()).toHaveLength(3));

    const fresh = makeNotification('live', { code: 'reviewSet', type: 'order', info: { userFio: 'Анна' } });
    emit('sendNotification', { notification: fresh });

    expect(playSound).toHaveBeenCalledWith('notification');
    // React Query notifies its observers on the next tick.
    await waitFor(() => expect(items()).toHaveLength(4));
    expect(items()[0]?.textContent).toContain('Новый отзыв о вас — Анна');
    expect(items()[0]?.getAttribute('data-read')).toBe('false');
    expect(session(client)?.notificationCounts).toBe(3);
    await waitFor(() => expect(screen.getByTestId('bell-counter').textContent).toBe('3'));

    fireEvent.click(screen.getByTestId('header-bell'));
    expect((await screen.findByTestId('bell-item')).textContent).toContain('Новый отзыв о вас — Анна');

    // Delivered twice (two instances, a reconnect): counted once.
    emit('sendNotification', { notification: fresh });
    expect(items()).toHaveLength(4);
    expect(session(client)?.notificationCounts).toBe(3);
  });

  it('readNotification from another tab marks it read here', async () => {
    const { client } = renderLive(2);
    await waitFor(() => expect(items()).toHaveLength(3));

    emit('readNotification', { id: 'n1' });

    expect(session(client)?.notificationCounts).toBe(1);
    await waitFor(() => expect(items()[0]?.getAttribute('data-read')).toBe('true'));
  });

  it('readNotificationAll from another tab marks everything read', async () => {
    const { client } = renderLive(2);
    await waitFor(() => expect(items()).toHaveLength(3));

    emit('readNotificationAll', {});

    await waitFor(() =>
      expect(items().map((item) => item.getAttribute('data-read'))).toEqual(['true', 'true', 'true']),
    );
    expect(session(client)?.notificationCounts).toBe(0);
    await waitFor(() => expect(screen.queryByTestId('bell-counter')).toBeNull());
  });
  it('each connection, the first one included, reads the counters again (what came before the room was joined)', async () => {
    const { client } = renderLive(2);
    await waitFor(() => expect(items()).toHaveLength(3));
    const onConnect = socket.on.mock.calls
      .filter(([name]) => name === 'connect')
      .map(([, fn]) => fn as () => void);
    expect(onConnect.length).toBeGreaterThan(0);

    act(() => onConnect.forEach((listener) => listener()));

    // The server's answer (one unread) replaces the count the page loaded with (two).
    await waitFor(() => expect(session(client)?.notificationCounts).toBe(1));
  });
});

describe('withPrepended', () => {
  const pages: NotificationPages = {
    pages: [{ error: false, notifications: makeNotifications(2) }],
    pageParams: [0],
  };

  it('adds to "all" and to the notification’s own type only', () => {
    const tariff = makeNotification('t', { type: 'tariff', code: 'tariffActivated' });
    expect(withPrepended(pages, tariff, 'all').pages[0]?.notifications[0]?._id).toBe('t');
    expect(withPrepended(pages, tariff, 'tariff').pages[0]?.notifications[0]?._id).toBe('t');
    expect(withPrepended(pages, tariff, 'order')).toBe(pages);
  });

  it('keys stay per type', () => {
    expect(notificationsQueryKey('order')).toEqual(['notifications', 'order']);
  });
});
