// @vitest-environment jsdom
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { TPlace } from '@fura/domain/article-schemas';
import type { TArticleRequest } from '@fura/domain/deal-items';
import { RequestCard } from '../src/features/article-view/components/deal/RequestCard';
import { fromSearchParams, toSearchParams, toSearchRequest } from '../src/shared/search/search-params';
import { ProfileHeader } from '../src/features/user-profile/components/ProfileHeader';
import { ArticleCard } from '../src/shared/articles/ui/ArticleCard';
import { PassportVerifiedMark } from '../src/shared/articles/ui/PassportVerifiedMark';
import { Providers, makeQueryClient } from './render';
import {
  SAMARA,
  cards,
  carrier,
  currentQuery,
  makeArticle,
  pagedAnswer,
  renderSearch,
  stubSearch,
} from './search-page-harness';

vi.mock('../src/shared/ui/inputs/AddressField', () => ({
  AddressField: (props: { value: TPlace | null; 'data-testid'?: string }) => (
    <div data-testid={props['data-testid']}>{props.value?.settlement ?? SAMARA.settlement}</div>
  ),
}));

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

function show(ui: React.ReactElement) {
  return render(
    <Providers client={makeQueryClient(null)}>
      <MemoryRouter>{ui}</MemoryRouter>
    </Providers>,
  );
}

const author = makeArticle('a1').author;

function request(isPassportVerified: boolean): TArticleRequest {
  return {
    requestId: 'r1',
    articleId: 'a1',
    request: 'Возьму',
    priceKopecks: null,
    date: null,
    user: { ...author, _id: 'u2', type: 'carrier', isPassportVerified },
    createdAt: '2030-08-01T10:00:00.000Z',
    updatedAt: '2030-08-01T10:00:00.000Z',
    carrierTariffInactive: false,
  };
}

describe('«Паспорт проверен»', () => {
  it('the mark is named by its words', () => {
    show(<PassportVerifiedMark />);
    expect(screen.getByTestId('passport-verified-mark').textContent).toBe('Паспорт проверен');
    expect(screen.getByTitle('Паспорт проверен')).toBeTruthy();
  });

  it('on a listing card only when the author is verified', () => {
    show(
      <>
        <ArticleCard article={makeArticle('yes', { author: { ...author, isPassportVerified: true } })} />
        <ArticleCard article={makeArticle('no')} />
      </>,
    );
    const [verified, plain] = screen.getAllByTestId('article-card');
    expect(within(verified!).getByText('Паспорт проверен')).toBeTruthy();
    expect(within(plain!).queryByText('Паспорт проверен')).toBeNull();
  });

  it('on a request the author sees, only for a verified requester', () => {
    const { unmount } = show(<RequestCard request={request(true)} />);
    expect(screen.getByTestId('request-passport').textContent).toBe('Паспорт проверен');
    unmount();
    show(<RequestCard request={request(false)} />);
    expect(screen.queryByTestId('request-passport')).toBeNull();
  });

  it('on the public profile', () => {
    show(
      <ProfileHeader
        user={{
          _id: 'u2',
          type: 'carrier',
          name: { first: 'Анна', last: 'Смирнова' },
          rating: 5,
          reviewsCount: 0,
          contract: { id: null },
          isPassportVerified: true,
          isBan: false,
          avatar: null,
          createdAt: '2030-01-01T00:00:00.000Z',
        }}
      />,
    );
    expect(screen.getByTestId('user-profile-passport').textContent).toBe('Паспорт проверен');
  });
});

describe('search: «Только проверенные»', () => {
  it('is kept in the URL and sent as verifiedOnly', () => {
    const filters = fromSearchParams(new URLSearchParams('verified=1&body=tent'));
    expect(filters.verifiedOnly).toBe(true);
    expect(toSearchParams(filters).get('verified')).toBe('1');
    expect(toSearchRequest(filters, 0, 'order')).toMatchObject({ verifiedOnly: true, bodyType: 'tent' });
    const off = fromSearchParams(new URLSearchParams('verified=0'));
    expect(off.verifiedOnly).toBeUndefined();
    expect(toSearchRequest(off, 0, 'order')).not.toHaveProperty('verifiedOnly');
  });

  it('the checkbox filters the search and the results show the mark', async () => {
    const requests = stubSearch((search) => {
      const answer = pagedAnswer(2)(search);
      if (!search.verifiedOnly) return answer;
      const verified = makeArticle('v1', { author: { ...author, isPassportVerified: true } });
      return { status: 200, body: { error: false, articles: [verified], hasMore: false } };
    });
    await renderSearch('order', carrier);
    await waitFor(() => expect(cards()).toHaveLength(2));
    const checkbox = screen.getByRole('checkbox', { name: /Только проверенные/ });
    expect((checkbox as HTMLInputElement).checked).toBe(false);
    fireEvent.click(checkbox);
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ verifiedOnly: true }));
    expect(currentQuery().get('verified')).toBe('1');
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(within(cards()[0]!).getByText('Паспорт проверен')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: /Только проверенные/ }));
    await waitFor(() => expect(currentQuery().get('verified')).toBeNull());
    // Back to the first search (answered from the cache): both listings again.
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(requests[0]).not.toHaveProperty('verifiedOnly');
  });
});
