/** Deal data and the listing page render for the deal tests (the socket is in deal-socket.ts). */
import { configure } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { TArticle } from '@fura/domain/article-schemas';
import type { TArticleRequest, TDealUser, TExecutor, TReview } from '@fura/domain/deal-items';
import type { TSessionUser, TUserResponse } from '@fura/domain/user';
import { ArticlePage } from '../src/features/article-view/pages/ArticlePage';
import { makeSession } from './fixtures';
import { renderPage } from './inputs/render';
import { makeArticle } from './my-articles-fixtures';
import { makeQueryClient } from './render';

// jsdom has no FontFaceSet; Mantine's autosize textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

// The listing's parts for logged-in users (the deal's sections and panel) are a chunk of their own
// (logged-in-parts.ts): its first import takes over two seconds on a busy two-core machine, so every deal test loads
// it before its page renders. The page with the request form (its vehicle field, the contact hint: issue 29) then
// still takes over findBy's one second to render there; 5 s as the other Mantine form tests.
await import('../src/features/article-view/components/LoggedInParts');
configure({ asyncUtilTimeout: 5000 });

export function makeDealUser(id: string, overrides: Partial<TDealUser> = {}): TDealUser {
  return {
    _id: id,
    type: 'carrier',
    name: { first: 'Пётр', last: 'Сидоров' },
    rating: 4.5,
    reviewsCount: 3,
    avatar: null,
    contract: { id: 3 },
    isPassportVerified: false,
    ...overrides,
  };
}

export function makeRequest(user: TDealUser, overrides: Partial<TArticleRequest> = {}): TArticleRequest {
  return {
    requestId: `r-${user._id}`,
    articleId: 'a1',
    request: 'Заберу завтра утром',
    priceKopecks: 1_200_000,
    date: '2030-08-12',
    user,
    createdAt: '2030-08-02T09:00:00.000Z',
    updatedAt: '2030-08-02T09:00:00.000Z',
    carrierTariffInactive: false,
    ...overrides,
  };
}

export function makeExecutor(user: TDealUser, overrides: Partial<TExecutor> = {}): TExecutor {
  return { user, createdAt: '2030-08-03T09:00:00.000Z', cancelRequestedAt: null, ...overrides };
}

/** The listing's author as a deal user (the author of makeArticle is u1, a cargo owner). */
export const AUTHOR = makeDealUser('u1', { type: 'cargo', name: { first: 'Иван', last: 'Петров' } });

export function makeReview(author: TDealUser, user: TDealUser, overrides: Partial<TReview> = {}): TReview {
  return {
    _id: `rev-${author._id}-${user._id}`,
    articleId: 'a1',
    articleType: 'order',
    author,
    user,
    rating: 5,
    comment: 'Всё отлично',
    createdAt: '2030-08-10T09:00:00.000Z',
    updatedAt: '2030-08-10T09:00:00.000Z',
    ...overrides,
  };
}

/** A carrier with a paid tariff well ahead. */
export function carrierSession(id = 'c1', user: Partial<TSessionUser> = {}): TUserResponse {
  return makeSession(
    {},
    { _id: id, type: 'carrier', tariff: 'pro', expiriesTariffAt: '2099-01-01T00:00:00.000Z', ...user },
  );
}

/** The listing page at /<type>/a1 for the session (null = guest). */
export function renderListing(session: TUserResponse | null, type: 'order' | 'offer' = 'order') {
  const client = makeQueryClient(session);
  return renderPage(
    <Routes>
      <Route path={`/${type}/:id`} element={<ArticlePage type={type} />} />
    </Routes>,
    { path: `/${type}/a1`, pattern: '/*', queryClient: client },
  );
}

export function listingAnswer(article: TArticle) {
  return () => ({ body: { error: false, article } });
}

export function errorAnswer(status: number, msg: string) {
  return () => ({ status, body: { error: true, errors: [{ msg }] } });
}

export { makeArticle };
