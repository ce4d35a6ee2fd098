import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TArticle } from '@fura/domain/article-schemas';
import { ArticleForm } from '../src/features/article-form/components/ArticleForm';
import { articleFormValues } from '../src/features/article-form/article-form-values';
import { ConfirmCurrentPanel } from '../src/features/article-view/components/ConfirmCurrentPanel';
import { BellButton } from '../src/features/notifications-bell/BellButton';
import { NotificationItem } from '../src/features/notifications/components/NotificationItem';
import { ApiError } from '../src/shared/api/client';
import { ArticleCard } from '../src/shared/articles/ui/ArticleCard';
import { makeNotification, makeSession } from './fixtures';
import { renderPage } from './inputs/render';
import { stubApi } from './my-articles-fixtures';
import { renderWithSession } from './render';
import {
  makeArticle,
  renderSearch,
  carrier,
  currentQuery,
  pagedAnswer,
  stubSearch,
} from './search-page-harness';
import { installFakeXhr, savedArticle } from './article-form-fixtures';

vi.mock('../src/shared/socket/socket', async () => (await import('./socket-mock')).mockSocketModule());
vi.mock('../src/shared/ui/inputs/AddressField', async () => ({
  AddressField: (await import('./article-form-fixtures')).FakeAddressField,
}));

/** Listings that are honestly current (issue 26), as the web app shows them. */

const NOW = new Date('2030-08-10T12:00:00Z');
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000).toISOString();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderCard(article: TArticle) {
  return renderWithSession(<ArticleCard article={article} href={`/order/${article._id}`} />, null);
}

describe('«подтверждено N назад» on a search card', () => {
  it('says how long ago a published listing was confirmed, with the right plural', () => {
    renderCard(makeArticle('a1', { confirmedAt: hoursAgo(3) }));
    expect(screen.getByTestId('confirmed-ago').textContent).toBe('Подтверждено 3 часа назад');
  });

  it('counts minutes and days too', () => {
    renderCard(makeArticle('a1', { confirmedAt: hoursAgo(0.25) }));
    expect(screen.getByTestId('confirmed-ago').textContent).toBe('Подтверждено 15 минут назад');
  });

  it('says nothing for a draft or a listing never confirmed', () => {
    renderCard(makeArticle('a1', { status: 1, confirmedAt: hoursAgo(3) }));
    expect(screen.queryByTestId('confirmed-ago')).toBeNull();
  });

  it('says nothing without confirmedAt', () => {
    renderCard(makeArticle('a2', { confirmedAt: null }));
    expect(screen.queryByTestId('confirmed-ago')).toBeNull();
  });

  it('shows days on a search result', async () => {
    stubSearch(() => ({
      status: 200,
      body: { error: false, articles: [makeArticle('a1', { confirmedAt: hoursAgo(50) })], hasMore: false },
    }));
    await renderSearch('order', carrier);
    const found = await screen.findAllByTestId('article-card');
    expect(within(found[0]!).getByTestId('confirmed-ago').textContent).toBe('Подтверждено 2 дня назад');
  });
});

describe('the filter «Подтверждено за 24 ч»', () => {
  it('sends confirmedWithin24h and keeps it in the URL as fresh=1', async () => {
    const requests = stubSearch(pagedAnswer(2));
    await renderSearch('order', carrier);
    await screen.findAllByTestId('article-card');
    expect(requests[0]!.confirmedWithin24h).toBeUndefined();
    fireEvent.click(screen.getByTestId('search-confirmed-24h'));
    await waitFor(() => expect(requests.at(-1)!.confirmedWithin24h).toBe(true));
    expect(currentQuery().get('fresh')).toBe('1');
  });

  it('starts checked from a link with fresh=1', async () => {
    const requests = stubSearch(pagedAnswer(1));
    await renderSearch('order', carrier, '/search-order?fresh=1');
    await screen.findAllByTestId('article-card');
    expect(requests[0]!.confirmedWithin24h).toBe(true);
    expect(screen.getByTestId('search-confirmed-24h')).toHaveProperty('checked', true);
  });
});

describe('«Заказ ещё актуален?» for the logged-in author', () => {
  it('answers from the bell: «Да, актуален» confirms the listing and marks the notification read', async () => {
    const calls = stubApi({
      '/api/article/confirm-current': () => ({
        body: { error: false, article: makeArticle('a-7', { confirmedAt: NOW.toISOString() }) },
      }),
      '/api/notification/read': () => ({ body: { error: false } }),
    });
    const asked = makeNotification('7', {
      code: 'articleConfirmAsk',
      info: { articleType: 'order', articleId: 'a-7', routeFrom: 'Самара', routeTo: 'Казань' },
    });
    renderWithSession(<BellButton />, makeSession({ notificationCounts: 1, onlyNoRead: [asked] }));
    fireEvent.click(screen.getByTestId('header-bell'));
    expect(screen.getByTestId('bell-popup').textContent).toContain('Заказ Самара → Казань ещё актуален?');
    fireEvent.click(screen.getByRole('button', { name: 'Да, актуален' }));
    await waitFor(() => expect(calls.map((call) => call.path)).toContain('/api/notification/read'));
    expect(calls[0]).toMatchObject({ path: '/api/article/confirm-current', body: { articleId: 'a-7' } });
  });

  it('«Снять с публикации» from the bell is the usual draftArticle', async () => {
    const calls = stubApi({
      '/api/article/draftArticle': () => ({
        body: { error: false, article: makeArticle('a-8', { status: 1 }) },
      }),
      '/api/notification/read': () => ({ body: { error: false } }),
    });
    const asked = makeNotification('8', {
      code: 'articleConfirmAsk',
      info: { articleType: 'offer', articleId: 'a-8' },
    });
    renderWithSession(<BellButton />, makeSession({ notificationCounts: 1, onlyNoRead: [asked] }));
    fireEvent.click(screen.getByTestId('header-bell'));
    fireEvent.click(screen.getByRole('button', { name: 'Снять с публикации' }));
    await waitFor(() =>
      expect(calls[0]).toMatchObject({ path: '/api/article/draftArticle', body: { articleId: 'a-8' } }),
    );
  });

  it('offers the answers in the notification centre too, outside the item’s button', () => {
    stubApi({});
    const asked = makeNotification('9', {
      code: 'articleConfirmAsk',
      info: { articleType: 'offer', articleId: 'a-9' },
    });
    renderWithSession(<NotificationItem notification={asked} onOpen={vi.fn()} />, null);
    const item = screen.getByTestId('notification-item');
    expect(item.textContent).toContain('Предложение ещё актуально?');
    const confirm = screen.getByRole('button', { name: 'Да, актуально' });
    expect(item.contains(confirm)).toBe(false);
  });

  it('asks on the listing page when the confirmation is older than 24 hours, not when fresh', () => {
    const stale = makeArticle('a1', { confirmedAt: hoursAgo(30) });
    const { unmount } = renderWithSession(<ConfirmCurrentPanel article={stale} />, null);
    expect(screen.getByTestId('confirm-current-panel').textContent).toContain('Заказ ещё актуален?');
    expect(screen.getByRole('button', { name: 'Да, актуален' })).toBeTruthy();
    unmount();
    renderWithSession(
      <ConfirmCurrentPanel article={makeArticle('a2', { confirmedAt: hoursAgo(2) })} />,
      null,
    );
    expect(screen.queryByTestId('confirm-current-panel')).toBeNull();
  });
});

describe('publishing a duplicate', () => {
  // The form's textarea listens to document.fonts, which jsdom lacks; the stub comes with the fake upload.
  beforeEach(() => installFakeXhr());

  it('offers to open the published one, keeping the form as typed', async () => {
    vi.setSystemTime(new Date(2026, 10, 21, 12, 0));
    const send = vi.fn(() =>
      Promise.reject(new ApiError(409, [{ msg: 'Такой заказ уже опубликован', id: 'twin-1' }])),
    );
    const onSaved = vi.fn();
    renderPage(
      <ArticleForm
        type="order"
        mode="create"
        defaultValues={articleFormValues(savedArticle('a1'))}
        send={send}
        onSaved={onSaved}
      />,
      { path: '/create-order' },
    );
    fireEvent.click(screen.getByTestId('article-publish'));
    const notice = await screen.findByTestId('article-form-duplicate');
    expect(notice.textContent).toContain('Такой заказ уже опубликован');
    expect(within(notice).getByTestId('article-form-duplicate-link').getAttribute('href')).toBe(
      '/order/twin-1',
    );
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByTestId('article-weight')).toHaveProperty('value', '1500');
    fireEvent.click(within(notice).getByTestId('article-form-duplicate-link'));
    expect((await screen.findByTestId('location')).textContent).toBe('/order/twin-1');
  });

  it('shows any other refusal as before, without the offer', async () => {
    vi.setSystemTime(new Date(2026, 10, 21, 12, 0));
    const send = vi.fn(() => Promise.reject(new ApiError(409, [{ msg: 'Что-то другое' }])));
    renderPage(
      <ArticleForm
        type="order"
        mode="create"
        defaultValues={articleFormValues(savedArticle('a1'))}
        send={send}
        onSaved={vi.fn()}
      />,
      { path: '/create-order' },
    );
    fireEvent.click(screen.getByTestId('article-publish'));
    expect((await screen.findByTestId('article-form-error')).textContent).toContain('Что-то другое');
    expect(screen.queryByTestId('article-form-duplicate')).toBeNull();
  });
});
