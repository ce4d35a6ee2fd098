import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TReview } from '@fura/domain/deal-items';
import { ReviewsPage } from '../src/features/reviews/pages/ReviewsPage';
import { makeSession } from './fixtures';
import { renderPage } from './inputs/render';
import { stubApi } from './my-articles-fixtures';
import { makeQueryClient } from './render';
import { makeDealUser, makeReview, pagedReviews } from './user-profile-fixtures';

vi.mock('../src/shared/socket/socket', async () => (await import('./socket-mock')).mockSocketModule());

const me = makeDealUser('me', { type: 'cargo', name: { first: 'Иван', last: 'Петров' } });

function renderReviews(lists: { me: TReview[]; my: TReview[] }, path = '/reviews') {
  const calls = stubApi({
    '/api/review/getReviews': (body) => pagedReviews(() => (body.kind === 'my' ? lists.my : lists.me))(body),
  });
  const client = makeQueryClient(makeSession({}, { _id: 'me', rating: 4.5, reviewsCount: 12 }));
  renderPage(<ReviewsPage />, { path, pattern: '/reviews', queryClient: client });
  return calls;
}

const cards = () => screen.queryAllByTestId('review-card');

describe('ReviewsPage', () => {
  it('«Обо мне» shows who wrote each review, the stars, the date, the comment as text and the deal', async () => {
    const review = makeReview('r1', {
      author: makeDealUser('a7', { name: { first: 'Анна', last: 'Иванова' } }),
      user: me,
      rating: 5,
      comment: '<b>Отлично</b> довёз',
      articleType: 'offer',
      articleId: 'of1',
      createdAt: '2030-03-05T12:00:00.000Z',
    });
    const calls = renderReviews({ me: [review], my: [] });
    expect(screen.getByTestId('reviews-skeleton')).toBeTruthy();
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(calls[0]).toEqual({ path: '/api/review/getReviews', body: { kind: 'me', offset: 0 } });
    const card = cards()[0] as HTMLElement;
    const person = within(card).getByTestId('review-person');
    expect(person.textContent).toBe('Анна Иванова');
    expect(person.getAttribute('href')).toBe('/user/a7');
    expect(within(card).getByTestId('review-rating').dataset.rating).toBe('5');
    expect(within(card).getByTestId('review-date').textContent).toBe('05.03.2030');
    expect(within(card).getByTestId('review-comment').textContent).toBe('<b>Отлично</b> довёз');
    expect(card.querySelector('b')).toBeNull();
    expect(within(card).getByTestId('review-article').getAttribute('href')).toBe('/offer/of1');
    expect(screen.getByTestId('reviews-my-rating').textContent).toContain('4,5');
    expect(screen.getByTestId('reviews-my-rating').textContent).toContain('12 отзывов');
  });

  it('loads 10 per page with «Показать ещё»', async () => {
    const list = Array.from({ length: 12 }, (_, index) => makeReview(`r${index + 1}`, { user: me }));
    const calls = renderReviews({ me: list, my: [] });
    await waitFor(() => expect(cards()).toHaveLength(10));
    fireEvent.click(screen.getByTestId('reviews-load-more'));
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(calls[1]?.body).toEqual({ kind: 'me', offset: 10 });
    expect(screen.queryByTestId('reviews-load-more')).toBeNull();
  });

  it('«Мои отзывы» asks for kind my and shows whom each review is about', async () => {
    const mine = makeReview('m1', {
      author: me,
      user: makeDealUser('c5', { name: { first: 'Олег', last: 'Кузнецов' } }),
    });
    const calls = renderReviews({ me: [], my: [mine] });
    await waitFor(() => expect(screen.getByTestId('reviews-empty-me')).toBeTruthy());
    expect(screen.getByText('О вас пока нет отзывов')).toBeTruthy();
    fireEvent.click(screen.getByTestId('reviews-tab-my'));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(calls.at(-1)?.body).toEqual({ kind: 'my', offset: 0 });
    expect(
      within(cards()[0] as HTMLElement)
        .getByTestId('review-person')
        .getAttribute('href'),
    ).toBe('/user/c5');
  });

  it('an empty «Мои отзывы» says where reviews are written; a failure offers a retry', async () => {
    let fail = true;
    stubApi({
      '/api/review/getReviews': (body) =>
        fail
          ? { status: 500, body: { error: true, errors: [{ msg: 'Сервер недоступен' }] } }
          : pagedReviews(() => [])(body),
    });
    renderPage(<ReviewsPage />, {
      path: '/reviews?tab=my',
      pattern: '/reviews',
      queryClient: makeQueryClient(makeSession({}, { _id: 'me' })),
    });
    await waitFor(() => expect(screen.getByTestId('reviews-error')).toBeTruthy());
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /Повторить/ }));
    await waitFor(() => expect(screen.getByTestId('reviews-empty-my')).toBeTruthy());
    expect(screen.getByText('Вы ещё не оставили отзывов')).toBeTruthy();
  });
});
