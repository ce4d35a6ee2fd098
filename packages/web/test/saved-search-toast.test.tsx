import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ServerEventName, ServerEventPayload } from '@fura/domain/events';
import { useNotificationAnnouncements } from '../src/shared/notifications/use-notification-announcements';
import { LiveAnnouncer } from '../src/shared/ui/LiveAnnouncer';
import { makeNotification, makeSession } from './fixtures';
import { stubApi } from './my-articles-fixtures';
import { makeQueryClient } from './render';

const socket = vi.hoisted(() => ({ on: vi.fn(), off: vi.fn(), io: { on: vi.fn(), off: vi.fn() } }));
vi.mock('../src/shared/socket/socket', () => ({
  getSocket: () => socket,
  connectSocket: vi.fn(),
  disconnectSocket: vi.fn(),
}));

configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
  socket.on.mockClear();
  socket.off.mockClear();
});

type Listener = (payload: unknown) => void;

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

function Announcements() {
  useNotificationAnnouncements();
  return null;
}

function Where() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

function renderApp() {
  const calls = stubApi({ '/api/notification/read': () => ({ body: { error: false } }) });
  render(
    <QueryClientProvider
      client={makeQueryClient(makeSession({ notificationCounts: 1, onlyNoRead: [MATCH] }))}
    >
      <MantineProvider env="test">
        <LiveAnnouncer />
        <Notifications />
        <MemoryRouter initialEntries={['/messages']}>
          <Announcements />
          <Routes>
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return calls;
}

const MATCH = makeNotification('n1', {
  code: 'savedSearchMatch',
  type: 'offer',
  info: {
    searchName: 'Москва → Казань',
    searchId: 's1',
    articleType: 'order',
    articleId: 'a7',
    routeFrom: 'Москва',
    routeTo: 'Казань',
    price: '45 000 ₽',
  },
});
const TEXT = 'Новый заказ по поиску «Москва → Казань»: Москва → Казань, 45 000 ₽';

describe('a saved search’s new listing on the site (savedSearchMatch)', () => {
  it('shows a toast with its text and «Открыть», said politely once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const calls = renderApp();
      emit('sendNotification', { notification: MATCH });

      const toast = await screen.findByTestId('saved-search-toast');
      expect(toast.textContent).toContain(TEXT);
      // The live region speaks it (politely); the toast itself is no live region, so it is not said twice.
      expect(toast.getAttribute('role')).toBe('group');
      expect(toast.getAttribute('aria-live')).toBeNull();
      act(() => void vi.advanceTimersByTime(200));
      const region = screen.getByTestId('live-announcer');
      expect(region.getAttribute('aria-live')).toBe('polite');
      expect(region.textContent).toBe(`Новое уведомление: ${TEXT}`);

      const link = within(toast).getByRole('link', { name: 'Открыть' });
      expect(link.getAttribute('href')).toBe('/order/a7');
      fireEvent.click(link);
      expect(screen.getByTestId('location').textContent).toBe('/order/a7');
      // Opened from the toast: read, as from the bell.
      await waitFor(() => expect(calls.map((call) => call.path)).toContain('/api/notification/read'));
      expect(calls.find((call) => call.path === '/api/notification/read')?.body).toEqual({
        id: 'n1',
        socketId: 'test-socket-id',
      });
      await waitFor(() => expect(screen.queryByTestId('saved-search-toast')).toBeNull());
    } finally {
      vi.useRealTimers();
    }
  });

  it('other notifications are only spoken, with no toast', async () => {
    renderApp();
    emit('sendNotification', {
      notification: makeNotification('n2', { code: 'reviewSet', info: { userFio: 'Анна' } }),
    });
    await waitFor(() => expect(screen.getByTestId('live-announcer').textContent).toContain('Новый отзыв'));
    expect(screen.queryByTestId('saved-search-toast')).toBeNull();
  });
});
