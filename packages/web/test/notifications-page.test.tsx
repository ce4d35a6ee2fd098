import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notificationText } from '@fura/domain/notification-texts';
import type { TUserResponse } from '@fura/domain/user';
import { NotificationsPage } from '../src/features/notifications/pages/NotificationsPage';
import {
  notificationsQueryKey,
  type NotificationPages,
} from '../src/shared/notifications/notifications-cache';
import { SESSION_QUERY_KEY } from '../src/shared/session/session-query';
import { makeSession } from './fixtures';
import { renderPage } from './inputs/render';
import { stubApi } from './my-articles-fixtures';
import { getAllHandler, makeNotifications, ok } from './notifications-fixtures';
import { makeQueryClient } from './render';

vi.mock('../src/shared/socket/socket', async () => (await import('./socket-mock')).mockSocketModule());

function items() {
  return screen.queryAllByTestId('notification-item');
}

function renderNotifications(count: number, unread = 5, path = '/notifications') {
  const list = makeNotifications(count);
  const calls = stubApi({
    // After a read the session is refetched (to refill the bell popup): the server's count.
    '/api/user': () => ({ body: makeSession({ notificationCounts: Math.max(0, unread - 1) }) }),
    '/api/notification/get-all': getAllHandler(() => list),
    '/api/notification/read': ok,
    '/api/notification/read-all': ok,
  });
  const client = makeQueryClient(makeSession({ notificationCounts: unread }));
  const result = renderPage(<NotificationsPage />, { path, pattern: '/notifications', queryClient: client });
  return { ...result, list, calls, client };
}

function session(client: ReturnType<typeof makeQueryClient>) {
  return client.getQueryData<TUserResponse>(SESSION_QUERY_KEY);
}

describe('/notifications', () => {
  it('lists 10 newest with their texts, unread marked, and loads more', async () => {
    const { list, calls } = renderNotifications(13);
    await waitFor(() => expect(items()).toHaveLength(10));
    expect(calls[0]).toEqual({ path: '/api/notification/get-all', body: { type: 'all', offset: 0 } });

    const [first, second] = items();
    if (!first || !second || !list[0]) throw new Error('no items');
    expect(first.textContent).toContain(notificationText(list[0]));
    expect(first.textContent).toContain('Новая заявка на ваш заказ — Олег');
    expect(first.getAttribute('data-read')).toBe('false');
    expect(second.getAttribute('data-read')).toBe('true');
    expect(within(first).getByText(/Новая заявка/).style.fontWeight).toBe('700');
    expect(within(second).getByText(/Новая заявка/).style.fontWeight).toBe('400');

    fireEvent.click(screen.getByTestId('notifications-load-more'));
    await waitFor(() => expect(items()).toHaveLength(13));
    expect(calls.at(-1)?.body).toEqual({ type: 'all', offset: 10 });
    expect(screen.queryByTestId('notifications-load-more')).toBeNull();
  });

  it('filters by type in tabs', async () => {
    const { calls } = renderNotifications(13);
    await waitFor(() => expect(items()).toHaveLength(10));

    fireEvent.click(screen.getByRole('tab', { name: 'Тариф' }));

    await waitFor(() => expect(items()).toHaveLength(4));
    expect(calls.at(-1)?.body).toEqual({ type: 'tariff', offset: 0 });
    expect(items().every((item) => item.textContent?.includes('закончится через 2 дня'))).toBe(true);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Все',
      'Предложения',
      'Заказы',
      'Системные',
      'Тариф',
    ]);
  });

  it('opens the tab from the address', async () => {
    const { calls } = renderNotifications(13, 5, '/notifications?type=order');
    await waitFor(() => expect(items()).toHaveLength(9));
    expect(calls[0]?.body).toEqual({ type: 'order', offset: 0 });
  });

  it('marks an unread one read and opens its link', async () => {
    const { calls, client } = renderNotifications(3);
    await waitFor(() => expect(items()).toHaveLength(3));

    fireEvent.click(items()[0] ?? document.body);

    expect(await screen.findByTestId('location')).toHaveProperty('textContent', '/order/a-n1');
    await waitFor(() => expect(session(client)?.notificationCounts).toBe(4));
    expect(calls.find((call) => call.path === '/api/notification/read')?.body).toEqual({
      id: 'n1',
      socketId: 'test-socket-id',
    });
    const cached = client.getQueryData<NotificationPages>(notificationsQueryKey('all'));
    expect(cached?.pages[0]?.notifications[0]?.isRead).toBe(true);
  });

  it('opens a read one without marking it again', async () => {
    const { calls } = renderNotifications(3);
    await waitFor(() => expect(items()).toHaveLength(3));

    fireEvent.click(items()[1] ?? document.body);

    expect(await screen.findByTestId('location')).toHaveProperty('textContent', '/order/a-n2');
    expect(calls.some((call) => call.path === '/api/notification/read')).toBe(false);
  });

  it('marks all read', async () => {
    const { calls, client } = renderNotifications(6, 3);
    await waitFor(() => expect(items()).toHaveLength(6));

    fireEvent.click(screen.getByTestId('notifications-read-all'));

    await waitFor(() =>
      expect(items().every((item) => item.getAttribute('data-read') === 'true')).toBe(true),
    );
    expect(calls.at(-1)).toEqual({
      path: '/api/notification/read-all',
      body: { socketId: 'test-socket-id' },
    });
    expect(session(client)?.notificationCounts).toBe(0);
    expect(screen.getByTestId('notifications-read-all').hasAttribute('disabled')).toBe(true);
  });

  it('says what will appear when there is nothing yet', async () => {
    renderNotifications(0, 0);
    expect(await screen.findByTestId('notifications-empty')).toBeTruthy();
    expect(screen.getByTestId('notifications-read-all').hasAttribute('disabled')).toBe(true);
  });

  it('shows a failed load with a retry', async () => {
    let fail = true;
    const list = makeNotifications(2);
    stubApi({
      '/api/notification/get-all': (body) =>
        fail
          ? { status: 500, body: { error: true, errors: [{ msg: 'Сервер недоступен' }] } }
          : getAllHandler(() => list)(body),
    });
    renderPage(<NotificationsPage />, {
      path: '/notifications',
      queryClient: makeQueryClient(makeSession()),
    });

    const error = await screen.findByTestId('notifications-error');
    expect(error.textContent).toContain('Сервер недоступен');
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(items()).toHaveLength(2));
  });
});
