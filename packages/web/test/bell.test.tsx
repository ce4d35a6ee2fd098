import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TUserResponse } from '@fura/domain/user';
import { BellButton } from '../src/features/notifications-bell/BellButton';
import { SESSION_QUERY_KEY } from '../src/shared/session/session-query';
import { makeNotification, makeSession } from './fixtures';
import { renderPage } from './inputs/render';
import { stubApi } from './my-articles-fixtures';
import { makeQueryClient, renderWithSession } from './render';

vi.mock('../src/shared/socket/socket', async () => (await import('./socket-mock')).mockSocketModule());

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('BellButton', () => {
  it('shows the unread count below 10', () => {
    renderWithSession(<BellButton />, makeSession({ notificationCounts: 9 }));
    expect(screen.getByTestId('bell-counter').textContent).toBe('9');
  });

  it('shows 10+ at 10 or more', () => {
    renderWithSession(<BellButton />, makeSession({ notificationCounts: 10 }));
    expect(screen.getByTestId('bell-counter').textContent).toBe('10+');
  });

  it('shows no counter without unread notifications', () => {
    renderWithSession(<BellButton />, makeSession({ notificationCounts: 0 }));
    expect(screen.getByTestId('header-bell')).toBeTruthy();
    expect(screen.queryByTestId('bell-counter')).toBeNull();
  });

  it('lists up to 4 unread in the popup and marks all read', async () => {
    const fetchMock = vi.fn(() =>
      Promise.resolve(new Response(JSON.stringify({ error: false }), { status: 200 })),
    );
    vi.stubGlobal('fetch', fetchMock);
    const unread = ['1', '2', '3', '4', '5'].map((id) => makeNotification(id));
    const { client } = renderWithSession(
      <BellButton />,
      makeSession({ notificationCounts: 12, onlyNoRead: unread }),
    );

    fireEvent.click(screen.getByTestId('header-bell'));
    const popup = screen.getByTestId('bell-popup');
    expect(popup.querySelectorAll('[data-testid="bell-item"]')).toHaveLength(4);

    fireEvent.click(screen.getByRole('button', { name: 'Отметить все прочитанными' }));
    await waitFor(() => expect(screen.queryByTestId('bell-counter')).toBeNull());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/notification/read-all');
    expect(JSON.parse(init.body as string)).toEqual({ socketId: 'test-socket-id' });
    const session = client.getQueryData<TUserResponse>(SESSION_QUERY_KEY);
    expect(session?.notificationCounts).toBe(0);
    expect(session?.onlyNoRead).toEqual([]);
  });

  it('shows each notification as its Russian text and opens its link, marking it read', async () => {
    const calls = stubApi({
      '/api/notification/read': () => ({ body: { error: false } }),
      '/api/user': () => ({ body: makeSession({ notificationCounts: 1 }) }),
    });
    const review = makeNotification('r1', {
      code: 'reviewSet',
      type: 'order',
      info: { userFio: 'Анна', author: 'u7' },
    });
    const ban = makeNotification('b1', {
      code: 'commentBan',
      type: 'system',
      info: { duration: 3, commentBan: 'спам' },
    });
    const client = makeQueryClient(makeSession({ notificationCounts: 2, onlyNoRead: [review, ban] }));
    renderPage(<BellButton />, { path: '/', queryClient: client });

    fireEvent.click(screen.getByTestId('header-bell'));
    const [first, second] = screen.getAllByTestId('bell-item');
    expect(first?.textContent).toContain('Новый отзыв о вас — Анна');
    expect(second?.textContent).toContain('Профиль заблокирован на 3 дня: спам');

    fireEvent.click(first ?? document.body);

    expect((await screen.findByTestId('location')).textContent).toBe('/user/u7');
    await waitFor(() => expect(calls.some((call) => call.path === '/api/notification/read')).toBe(true));
    expect(calls.find((call) => call.path === '/api/notification/read')?.body).toEqual({
      id: 'r1',
      socketId: 'test-socket-id',
    });
  });
});
