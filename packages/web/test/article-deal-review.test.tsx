import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { REVIEW_MESSAGES } from '@fura/domain/deal-items';
import {
  AUTHOR,
  carrierSession,
  errorAnswer,
  listingAnswer,
  makeArticle,
  makeDealUser,
  makeExecutor,
  makeReview,
  renderListing,
} from './article-deal-fixtures';
import { makeSession } from './fixtures';
import { stubApi } from './my-articles-fixtures';

vi.mock('../src/shared/socket/socket', async () => (await import('./deal-socket')).dealSocketModule());

const carrier = makeDealUser('c1');

function completed(overrides: Parameters<typeof makeArticle>[1] = {}) {
  return makeArticle('a1', { status: 5, executors: [makeExecutor(carrier)], ...overrides });
}

/** Mantine Rating: one radio per star; a click on its label sets the value. */
function rate(target: HTMLElement, stars: number) {
  const radios = within(target).getAllByRole<HTMLInputElement>('radio');
  const label = radios.find((radio) => radio.value === String(stars))?.labels?.[0];
  if (!label) throw new Error(`no ${stars}-star label`);
  fireEvent.click(label);
}

describe('listing page: reviews of a completed deal', () => {
  it('lets the author review the executor, then edit the review', async () => {
    let saved = 0;
    const calls = stubApi({
      '/api/article/getUserArticle': listingAnswer(completed()),
      '/api/article/saveReview': (body) => {
        saved += 1;
        const review = body.review as { rating: number; comment: string };
        return {
          body: {
            error: false,
            newReview: makeReview(AUTHOR, carrier, { ...review, updatedAt: '2030-08-11T09:00:00.000Z' }),
            existReview: saved > 1,
          },
        };
      },
    });
    renderListing(makeSession());
    const target = await screen.findByTestId('review-target');
    expect(target.dataset.userId).toBe('c1');
    expect(target.textContent).toContain('Оставить отзыв: Пётр Сидоров');

    fireEvent.click(within(target).getByTestId('review-submit'));
    expect(await within(target).findByText(REVIEW_MESSAGES.rating)).toBeTruthy();
    expect(within(target).getByText(REVIEW_MESSAGES.comment)).toBeTruthy();

    rate(target, 4);
    fireEvent.change(within(target).getByTestId('review-comment'), { target: { value: 'Привёз вовремя' } });
    fireEvent.click(within(target).getByTestId('review-submit'));

    const item = await within(target).findByTestId('review-item');
    expect(calls.at(-1)).toEqual({
      path: '/api/article/saveReview',
      body: {
        review: { rating: 4, comment: 'Привёз вовремя' },
        orderId: 'a1',
        userId: 'c1',
        socketId: 'test-socket-id',
      },
    });
    expect(within(item).getByTestId('review-comment-text').textContent).toBe('Привёз вовремя');
    expect(within(item).getByLabelText('Оценка 4 из 5')).toBeTruthy();
    expect(await screen.findByText('Отзыв сохранён')).toBeTruthy();

    fireEvent.click(within(target).getByTestId('review-edit'));
    expect(within(target).getByTestId<HTMLTextAreaElement>('review-comment').value).toBe('Привёз вовремя');
    fireEvent.change(within(target).getByTestId('review-comment'), {
      target: { value: 'Привёз раньше срока' },
    });
    fireEvent.click(within(target).getByTestId('review-submit'));
    await waitFor(() =>
      expect(within(target).getByTestId('review-comment-text').textContent).toBe('Привёз раньше срока'),
    );
    expect(await screen.findByText('Отзыв изменён')).toBeTruthy();
  });

  it('lets the executor review the author, shows the author’s review of him and a refusal inline', async () => {
    const aboutMe = makeReview(AUTHOR, carrier, { comment: 'Надёжный перевозчик' });
    stubApi({
      '/api/article/getUserArticle': listingAnswer(completed({ reviews: [aboutMe] })),
      '/api/article/saveReview': errorAnswer(400, REVIEW_MESSAGES.notCompleted),
    });
    renderListing(carrierSession());
    const section = await screen.findByTestId('deal-reviews');
    const target = within(section).getByTestId('review-target');
    expect(target.dataset.userId).toBe('u1');
    const others = within(section).getAllByTestId('review-item');
    expect(others).toHaveLength(1);
    expect(others[0]?.textContent).toContain('Иван Петров → Вы');
    expect(others[0]?.textContent).toContain('Надёжный перевозчик');

    rate(target, 5);
    fireEvent.change(within(target).getByTestId('review-comment'), { target: { value: 'Чёткий заказчик' } });
    fireEvent.click(within(target).getByTestId('review-submit'));
    expect((await within(target).findByTestId('review-form-error')).textContent).toBe(
      REVIEW_MESSAGES.notCompleted,
    );
  });

  it('offers no review before the deal is completed', async () => {
    stubApi({ '/api/article/getUserArticle': listingAnswer(completed({ status: 4 })) });
    renderListing(makeSession());
    await screen.findByTestId('deal-executors');
    expect(screen.queryByTestId('deal-reviews')).toBeNull();
  });
});
