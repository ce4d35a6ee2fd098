import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TUserResponse } from '@fura/domain/user';
import { UserProfilePage } from '../src/features/user-profile/pages/UserProfilePage';
import { makeSession } from './fixtures';
import { renderPage } from './inputs/render';
import { makeArticle, stubApi, type Handler } from './my-articles-fixtures';
import { makeQueryClient } from './render';
import { makeDealUser, makePublicUser, makeReview, pagedReviews } from './user-profile-fixtures';

vi.mock('../src/shared/socket/socket', async () => (await import('./socket-mock')).mockSocketModule());

const carrier = makePublicUser('c1', {
  name: { first: 'Никита', last: 'Соколов' },
  rating: 4.5,
  reviewsCount: 3,
  contract: { id: 4 },
  isPassportVerified: true,
});

const offers = Array.from({ length: 8 }, (_, index) =>
  makeArticle(`of${index + 1}`, { type: 'offer', status: 2 }),
);

function handlers(overrides: Record<string, Handler> = {}): Record<string, Handler> {
  const reviews = [
    makeReview('r1', {
      author: makeDealUser('a1', { name: { first: 'Анна', last: 'Иванова' } }),
      user: makeDealUser('c1'),
    }),
  ];
  return {
    '/api/user/get': (body) =>
      body.userId === 'c1'
        ? { body: { error: false, user: carrier } }
        : { status: 404, body: { error: true, errors: [{ msg: 'Пользователь не найден' }] } },
    '/api/review/getUserReviews': pagedReviews(() => reviews),
    '/api/article/getUserArticles': (body) => {
      const offset = typeof body.offset === 'number' ? body.offset : 0;
      return { body: { error: false, articles: offers.slice(offset, offset + 6), countAll: offers.length } };
    },
    ...overrides,
  };
}

function renderProfile(viewer: TUserResponse | null, id = 'c1') {
  const calls = stubApi(handlers());
  const { unmount } = renderPage(<UserProfilePage />, {
    path: `/user/${id}`,
    pattern: '/user/:id',
    queryClient: makeQueryClient(viewer),
  });
  return { calls, unmount };
}

describe('UserProfilePage', () => {
  it('shows a guest the public profile: name, role, contract, rating, reviews count, passport mark, reviews', async () => {
    const { calls } = renderProfile(null);
    await waitFor(() => expect(screen.getByTestId('user-profile')).toBeTruthy());
    expect(calls[0]).toEqual({ path: '/api/user/get', body: { userId: 'c1' } });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Никита Соколов');
    expect(screen.getByTestId('user-profile-role').textContent).toBe('Перевозчик');
    expect(screen.getByTestId('user-profile-contract').textContent).toBe('Самозанятый');
    expect(screen.getByTestId('user-profile-rating').textContent).toContain('4,5');
    expect(screen.getByTestId('user-profile-rating').textContent).toContain('3 отзыва');
    expect(screen.getByTestId('user-profile-passport')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('review-card')).toHaveLength(1));
    expect(calls.find((call) => call.path === '/api/review/getUserReviews')?.body).toEqual({
      userId: 'c1',
      offset: 0,
    });
    expect(screen.getByTestId('review-person').getAttribute('href')).toBe('/user/a1');
    expect(screen.queryByTestId('offer-order-button')).toBeNull();
  });

  it('lists his published listings 6 per page with «Показать ещё»', async () => {
    const { calls } = renderProfile(null);
    await waitFor(() => expect(screen.getByTestId('user-profile')).toBeTruthy());
    fireEvent.click(screen.getByTestId('user-tab-articles'));
    await waitFor(() => expect(screen.getAllByTestId('article-card')).toHaveLength(6));
    expect(calls.find((call) => call.path === '/api/article/getUserArticles')?.body).toEqual({
      userId: 'c1',
      offset: 0,
    });
    const first = screen.getAllByTestId('article-card')[0] as HTMLElement;
    expect(within(first).getByTestId('article-card-route').getAttribute('href')).toBe('/offer/of1');
    fireEvent.click(screen.getByTestId('user-articles-load-more'));
    await waitFor(() => expect(screen.getAllByTestId('article-card')).toHaveLength(8));
    expect(calls.at(-1)?.body).toEqual({ userId: 'c1', offset: 6 });
  });

  it('an unknown user is a not-found message', async () => {
    renderProfile(null, 'nobody');
    await waitFor(() => expect(screen.getByTestId('user-not-found')).toBeTruthy());
    expect(screen.getByText('Пользователь не найден')).toBeTruthy();
    expect(screen.queryByTestId('user-profile')).toBeNull();
  });

  it('offers a cargo owner to propose an order to a carrier; not to another carrier', async () => {
    const cargo = renderProfile(makeSession({}, { _id: 'me', type: 'cargo' }));
    await waitFor(() => expect(screen.getByTestId('offer-order-button')).toBeTruthy());
    cargo.unmount();

    renderProfile(makeSession({}, { _id: 'me2', type: 'carrier' }));
    await waitFor(() => expect(screen.getByTestId('user-profile')).toBeTruthy());
    expect(screen.queryByTestId('offer-order-button')).toBeNull();
  });

  it('a profile without reviews says so', async () => {
    stubApi(
      handlers({
        '/api/user/get': () => ({
          body: { error: false, user: makePublicUser('c1', { type: 'cargo', reviewsCount: 0, rating: 0 }) },
        }),
        '/api/review/getUserReviews': pagedReviews(() => []),
      }),
    );
    renderPage(<UserProfilePage />, {
      path: '/user/c1',
      pattern: '/user/:id',
      queryClient: makeQueryClient(makeSession({}, { _id: 'me', type: 'cargo' })),
    });
    await waitFor(() => expect(screen.getByTestId('user-reviews-empty')).toBeTruthy());
    expect(screen.getByTestId('user-profile-rating').textContent).toContain('Нет отзывов');
    expect(screen.getByTestId('user-profile-role').textContent).toBe('Грузовладелец');
    expect(screen.queryByTestId('offer-order-button')).toBeNull();
    expect(screen.getByTestId('user-tab-articles').textContent).toBe('Заказы');
  });
});
