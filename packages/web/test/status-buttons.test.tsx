import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TArticle } from '@fura/domain/article-schemas';
import { allowedStatusActions, type ArticleAction } from '@fura/domain/article-transitions';
import { ARTICLE_STATUSES, type ArticleStatus } from '@fura/domain/articles';
import type { TUserResponse } from '@fura/domain/user';
import { MyArticlesPage } from '../src/features/my-articles/pages/MyArticlesPage';
import {
  carrierSession,
  listingAnswer,
  makeArticle,
  makeDealUser,
  makeExecutor,
  makeRequest,
  renderListing,
} from './article-deal-fixtures';
import { makeSession } from './fixtures';
import { renderPage } from './inputs/render';
import { myArticlesHandler, stubApi } from './my-articles-fixtures';
import { makeQueryClient } from './render';
import { listingPartsLoaded } from './listing-parts';

vi.mock('../src/shared/socket/socket', async () => (await import('./socket-mock')).mockSocketModule());

/**
 * Issue 24: the listing page and the author's list show exactly the status buttons the domain rule allows — the
 * rule the server refuses by (server test status-actions-walk) — for each status, with and without executors, and
 * none to anyone but the author.
 */

const CARRIER = makeDealUser('c1');
const REQUESTER = makeDealUser('c2', { name: { first: 'Олег', last: 'Заявкин' } });
const YESTERDAY = new Date(Date.now() - 36 * 60 * 60 * 1000).toISOString().slice(0, 10);

interface Case {
  status: ArticleStatus;
  executors: number;
  pastDate: boolean;
}

const CASES: Case[] = ARTICLE_STATUSES.flatMap((status) => [
  { status, executors: 0, pastDate: false },
  { status, executors: 1, pastDate: false },
  ...(status === 1 ? [{ status, executors: 0, pastDate: true }] : []),
]);

function listingOf(
  { status, executors, pastDate }: Case,
  id = 'a1',
  viewer: 'author' | 'other' = 'author',
): TArticle {
  return makeArticle(id, {
    status,
    loadingDate: pastDate ? YESTERDAY : '2099-08-12',
    executors: executors > 0 ? [makeExecutor(CARRIER)] : [],
    requests:
      viewer === 'author' ? [makeRequest(REQUESTER), ...(executors > 0 ? [makeRequest(CARRIER)] : [])] : [],
  });
}

function expected(item: Case, banned = false): ArticleAction[] {
  return allowedStatusActions({
    status: item.status,
    executorsCount: item.executors,
    loadingDatePast: item.pastDate,
    hiddenByAdmin: false,
    actorBanned: banned,
  });
}

/** The status verbs a container shows, by their buttons' test ids, in the order shown. */
function shownIn(container: HTMLElement): string[] {
  return [...container.querySelectorAll<HTMLElement>('[data-testid^="article-action-"]')].map((element) =>
    (element.dataset.testid ?? '').replace('article-action-', ''),
  );
}

function name(item: Case): string {
  return `status ${item.status}, ${item.executors} executor(s)${item.pastDate ? ', loading date passed' : ''}`;
}
const NAMED = CASES.map((item) => ({ ...item, label: name(item) }));

const SESSIONS: Record<string, TUserResponse | null> = {
  executor: carrierSession('c1'),
  requester: carrierSession('c2'),
  stranger: carrierSession('c3'),
  guest: null,
};

afterEach(cleanup);

describe('the listing page shows the status buttons that work', () => {
  it.each(NAMED)('author: $label', async (item) => {
    stubApi({ '/api/article/getUserArticle': listingAnswer(listingOf(item)) });
    renderListing(makeSession());
    await screen.findByTestId('article-title');
    await listingPartsLoaded();
    expect(shownIn(document.body), name(item)).toEqual(expected(item));
    const restore = screen.queryByTestId('article-action-draft');
    if (item.status === 6 && item.executors > 0) expect(restore).toBeNull();
  });

  it.each(NAMED)('others see none: $label', async (item) => {
    for (const [role, session] of Object.entries(SESSIONS)) {
      const path = session ? '/api/article/getUserArticle' : '/api/article/getArticle';
      stubApi({ [path]: listingAnswer(listingOf(item, 'a1', 'other')) });
      renderListing(session);
      await screen.findByTestId('article-title');
      await listingPartsLoaded();
      expect(shownIn(document.body), `${role}: ${name(item)}`).toEqual([]);
      expect(screen.queryByTestId('article-owner-actions'), role).toBeNull();
      cleanup();
    }
  });

  it('a banned author sees no actions at all: the server refuses every change of his', async () => {
    stubApi({
      '/api/article/getUserArticle': listingAnswer(listingOf({ status: 2, executors: 0, pastDate: false })),
    });
    renderListing(makeSession({}, { isBan: true }));
    await screen.findByTestId('article-title');
    await listingPartsLoaded();
    expect(screen.queryByTestId('article-owner-actions')).toBeNull();
  });

  it('a listing an administrator hid offers no «Восстановить»; a draft past its date says why it is not published', async () => {
    stubApi({
      '/api/article/getUserArticle': listingAnswer({
        ...listingOf({ status: 7, executors: 0, pastDate: false }),
        hiddenByAdmin: true,
      }),
    });
    renderListing(makeSession());
    await screen.findByTestId('article-title');
    await listingPartsLoaded();
    expect(shownIn(document.body)).toEqual([]);
    cleanup();

    stubApi({
      '/api/article/getUserArticle': listingAnswer(listingOf({ status: 1, executors: 0, pastDate: true })),
    });
    renderListing(makeSession());
    await screen.findByTestId('article-title');
    await listingPartsLoaded();
    expect(screen.getByTestId('article-publish-date-hint').textContent).toBe(
      'Дата погрузки прошла: укажите новую, чтобы опубликовать',
    );
    expect(screen.getByTestId('article-edit')).toBeTruthy();
  });
});

describe('the author’s list shows the same buttons on each card', () => {
  it('every status, with and without executors', async () => {
    const list = CASES.map((item, index) => listingOf(item, `l${index}`));
    stubApi({ '/api/article/getMyArticles': myArticlesHandler(() => list) });
    const client = makeQueryClient(
      makeSession({ myCountsArticles: { countAll: list.length, byStatus: {} } }),
    );
    renderPage(<MyArticlesPage type="order" group="all" />, { path: '/my-orders', queryClient: client });
    // Six a page: «Показать ещё» until every card is there.
    for (let shown = 6; shown < list.length; shown += 6) {
      await waitFor(() => expect(screen.getAllByTestId('article-card')).toHaveLength(shown));
      fireEvent.click(screen.getByTestId('load-more'));
    }
    await waitFor(() => expect(screen.getAllByTestId('article-card')).toHaveLength(list.length));
    for (const card of screen.getAllByTestId('article-card')) {
      const item = CASES[Number(card.dataset.articleId?.slice(1))]!;
      expect(shownIn(card), name(item)).toEqual(expected(item));
      expect(within(card).getByTestId('article-copy')).toBeTruthy();
    }
  });
});
