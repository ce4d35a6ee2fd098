import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { BellButton } from '../src/features/notifications-bell/BellButton';
import { NotificationsPage } from '../src/features/notifications/pages/NotificationsPage';
import { makeNotification, makeSession } from './fixtures';
import { renderPage } from './inputs/render';
import { stubApi } from './my-articles-fixtures';
import { getAllHandler, ok } from './notifications-fixtures';
import { makeQueryClient } from './render';

vi.mock('../src/shared/socket/socket', async () => (await import('./socket-mock')).mockSocketModule());

/** Issue 10: a notification names its listing's route and opens the listing; reviews are filed with deals. */

const review = makeNotification('r1', {
  code: 'reviewSet',
  type: 'order',
  info: {
    articleType: 'order',
    articleId: 'a1',
    routeFrom: 'Москва',
    routeTo: 'Тула',
    userFio: 'Анна Сидорова',
    author: 'u7',
  },
});

describe('a notification about a listing', () => {
  it('the bell names the route and opens the listing', async () => {
    stubApi({ '/api/notification/read': ok, '/api/user': () => ({ body: makeSession() }) });
    const client = makeQueryClient(makeSession({ notificationCounts: 1, onlyNoRead: [review] }));
    renderPage(<BellButton />, { path: '/', queryClient: client });

    fireEvent.click(screen.getByTestId('header-bell'));
    const item = await screen.findByTestId('bell-item');
    expect(item.textContent).toContain('Новый отзыв о вас по заказу Москва → Тула — Анна Сидорова');
    fireEvent.click(item);
    expect((await screen.findByTestId('location')).textContent).toBe('/order/a1');
  });

  it('the notification centre names the route and opens the listing', async () => {
    stubApi({
      '/api/user': () => ({ body: makeSession() }),
      '/api/notification/get-all': getAllHandler(() => [review]),
      '/api/notification/read': ok,
    });
    const client = makeQueryClient(makeSession({ notificationCounts: 1 }));
    renderPage(<NotificationsPage />, {
      path: '/notifications?type=order',
      pattern: '/notifications',
      queryClient: client,
    });

    const item = await screen.findByTestId('notification-item');
    expect(item.textContent).toContain('по заказу Москва → Тула');
    expect(item.textContent).toContain('· Заказы');
    fireEvent.click(item);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/order/a1'));
  });
});

describe('the tabs of /notifications', () => {
  it('«Заказы» promises the reviews of deals; «Системные» no longer does', async () => {
    stubApi({
      '/api/user': () => ({ body: makeSession() }),
      '/api/notification/get-all': getAllHandler(() => []),
    });
    const client = makeQueryClient(makeSession());
    const { unmount } = renderPage(<NotificationsPage />, {
      path: '/notifications?type=order',
      pattern: '/notifications',
      queryClient: client,
    });
    expect((await screen.findByText(/Здесь появятся/)).textContent).toMatch(/отзывы/);
    unmount();

    renderPage(<NotificationsPage />, {
      path: '/notifications?type=system',
      pattern: '/notifications',
      queryClient: makeQueryClient(makeSession()),
    });
    expect((await screen.findByText(/Здесь появятся/)).textContent).not.toMatch(/отзыв/);
  });
});
