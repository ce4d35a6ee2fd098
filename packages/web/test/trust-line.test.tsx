// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { TArticle } from '@fura/domain/article-schemas';
import type { TTrustFacts } from '@fura/domain/trust-line';
import { ArticleAuthor } from '../src/features/article-view/components/ArticleAuthor';
import { RequestCard } from '../src/features/article-view/components/deal/RequestCard';
import { ProfileHeader } from '../src/features/user-profile/components/ProfileHeader';
import { TrustLine } from '../src/shared/users/TrustLine';
import { keepAuthorTrust } from '../src/shared/users/keep-trust';
import { makeDealUser, makeRequest } from './article-deal-fixtures';
import { renderPage } from './inputs/render';
import { makeArticle } from './my-articles-fixtures';
import { makePublicUser } from './user-profile-fixtures';

vi.mock('../src/shared/socket/socket', async () => (await import('./socket-mock')).mockSocketModule());

const FACTS: TTrustFacts = {
  company: {
    legalForm: 'ooo',
    status: 'checked',
    name: 'ООО «Ромашка»',
    inn: '7701000019',
    ogrn: '1197746123456',
    registeredAt: '2020-05-10',
    age: '6 лет',
    state: 'ACTIVE',
  },
  passportVerified: true,
  completedDeals: 12,
  rating: 4.8,
  reviewsCount: 12,
  memberSince: '2025-11-03T08:00:00.000Z',
  newcomer: false,
};

function items(testId = 'trust-line') {
  return within(screen.getByTestId(testId))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

describe('TrustLine', () => {
  it('lists what is known of the user, as a labelled list of words (icons are decoration)', () => {
    renderPage(<TrustLine facts={FACTS} />);
    const list = screen.getByRole('list', { name: 'Что известно о пользователе' });
    expect(list).toBe(screen.getByTestId('trust-line'));
    expect(items()).toEqual([
      'Компания проверена · 6 лет',
      'Паспорт проверен',
      '12 завершённых сделок',
      'Рейтинг 4,8 · 12 отзывов',
      'На Фуре с ноября 2025',
    ]);
    for (const icon of list.querySelectorAll('svg')) expect(icon.getAttribute('aria-hidden')).toBe('true');
  });

  it('marks an unchecked company, a blocking state and a newcomer by tone', () => {
    renderPage(
      <TrustLine
        facts={{
          ...FACTS,
          company: {
            ...FACTS.company!,
            status: 'unchecked',
            name: null,
            inn: null,
            age: null,
            state: 'LIQUIDATED',
          },
          newcomer: true,
        }}
        omit={['rating', 'passport']}
      />,
    );
    const list = screen.getByTestId('trust-line');
    expect(list.querySelector('[data-kind="companyBlocked"]')?.getAttribute('data-tone')).toBe('danger');
    expect(list.querySelector('[data-kind="companyBlocked"]')?.textContent).toBe('Компания — ликвидирована');
    expect(list.querySelector('[data-kind="newcomer"]')?.textContent).toBe('Новый участник');
    expect(list.querySelector('[data-kind="rating"]')).toBeNull();
  });

  it('keeps the author’s line when an event brings the listing without it', () => {
    const current = makeArticle('a1');
    const withTrust = { ...current, author: { ...current.author, trust: FACTS } } as TArticle;
    expect(keepAuthorTrust(current, withTrust).author.trust).toEqual(FACTS);
    const other = { ...current, author: { ...current.author, _id: 'someone-else' } };
    expect(keepAuthorTrust(other, withTrust).author.trust).toBeUndefined();
  });
});

describe('where it is shown', () => {
  it('in the listing’s author block, without repeating the passport mark and the rating', () => {
    const article = makeArticle('a1');
    renderPage(<ArticleAuthor author={{ ...article.author, trust: FACTS }} type="order" />);
    expect(items('article-author-trust')).toEqual([
      'Компания проверена · 6 лет',
      '12 завершённых сделок',
      'На Фуре с ноября 2025',
    ]);
  });

  it('on each request card', () => {
    const user = makeDealUser('c1', {
      trust: { ...FACTS, company: null, newcomer: true, completedDeals: 0 },
    });
    renderPage(<RequestCard request={makeRequest(user)} />);
    expect(items('request-trust')).toEqual([
      'Нет завершённых сделок',
      'На Фуре с ноября 2025',
      'Новый участник',
    ]);
  });

  it('on the public profile, with the register’s name, ИНН and ОГРН', () => {
    renderPage(<ProfileHeader user={makePublicUser('c1', { trust: FACTS })} />);
    expect(screen.getByTestId('user-profile-company').textContent).toBe(
      'ООО «Ромашка» · ИНН 7701000019 · ОГРН 1197746123456 · с 10.05.2020',
    );
    expect(items('user-profile-trust')).toEqual(['Компания проверена · 6 лет', '12 завершённых сделок']);
  });

  it('shows no company facts the register did not confirm', () => {
    const facts: TTrustFacts = {
      ...FACTS,
      company: {
        ...FACTS.company!,
        status: 'unchecked',
        name: null,
        inn: null,
        ogrn: null,
        age: null,
        state: null,
      },
    };
    renderPage(<ProfileHeader user={makePublicUser('c1', { trust: facts })} />);
    expect(screen.queryByTestId('user-profile-company')).toBeNull();
    expect(items('user-profile-trust')[0]).toBe('Компания не проверена');
  });
});
