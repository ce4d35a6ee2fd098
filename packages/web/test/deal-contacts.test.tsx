import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { TDealContact } from '@fura/domain/deal-contacts';
import { DealContacts } from '../src/shared/deals/DealContacts';
import { ArticleCard } from '../src/shared/articles/ui/ArticleCard';
import {
  carrierSession,
  listingAnswer,
  makeArticle,
  makeDealUser,
  makeExecutor,
  renderListing,
} from './article-deal-fixtures';
import { emitEvent } from './deal-socket';
import { makeSession } from './fixtures';
import { changed, stubApi } from './my-articles-fixtures';
import { makeQueryClient, Providers } from './render';
import { listingPartsLoaded } from './listing-parts';

vi.mock('../src/shared/socket/socket', async () => (await import('./deal-socket')).dealSocketModule());

/** Issue 24: the deal's contacts as tel:/mailto: links, on the listing page and in the list cards. */

const carrier = makeDealUser('c1');
const carrierContact: TDealContact = {
  userId: 'c1',
  name: { first: 'Пётр', last: 'Сидоров' },
  phone: '79161234567',
  email: 'petr@example.ru',
};
const ownerContact: TDealContact = {
  userId: 'u1',
  name: { first: 'Иван', last: 'Петров' },
  phone: '79035550011',
  email: 'ivan@example.ru',
};

function renderPlain(ui: React.ReactElement) {
  return render(
    <Providers client={makeQueryClient(null)}>
      <MemoryRouter>{ui}</MemoryRouter>
    </Providers>,
  );
}

describe('DealContacts', () => {
  it('each counterpart: the name, a tel: and a mailto: link named by their visible text', () => {
    renderPlain(<DealContacts contacts={[carrierContact, ownerContact]} />);
    const people = screen.getAllByTestId('deal-contact');
    expect(people.map((person) => person.dataset.userId)).toEqual(['c1', 'u1']);
    const [first] = people;
    if (!first) throw new Error('a contact expected');
    expect(within(first).getByText('Пётр Сидоров')).toBeTruthy();
    const phone = within(first).getByRole('link', { name: /\+7 \(916\) 123-45-67/ });
    expect(phone.getAttribute('href')).toBe('tel:+79161234567');
    expect(phone.textContent).toContain('+7 (916) 123-45-67');
    expect(phone.textContent).toContain('Телефон');
    const email = within(first).getByRole('link', { name: /petr@example\.ru/ });
    expect(email.getAttribute('href')).toBe('mailto:petr@example.ru');
    expect(email.textContent).toContain('Эл. почта');
  });

  it('shows nothing without contacts', () => {
    const { container } = renderPlain(<DealContacts contacts={[]} />);
    expect(container.querySelector('[data-testid="deal-contacts"]')).toBeNull();
  });
});

describe('the list card', () => {
  it('carries the counterpart of the viewer’s deal, and nothing for a listing without one', () => {
    renderPlain(
      <>
        <ArticleCard article={makeArticle('a1', { status: 3, contacts: [carrierContact] })} />
        <ArticleCard article={makeArticle('a2', { status: 2 })} />
      </>,
    );
    const [withDeal, without] = screen.getAllByTestId('article-card');
    if (!withDeal || !without) throw new Error('two cards expected');
    expect(within(withDeal).getByTestId('deal-contact-phone').getAttribute('href')).toBe('tel:+79161234567');
    expect(within(withDeal).getByTestId('deal-contact-email').getAttribute('href')).toBe(
      'mailto:petr@example.ru',
    );
    expect(within(without).queryByTestId('deal-contacts')).toBeNull();
    expect(within(without).queryByRole('link', { name: /@/ })).toBeNull();
  });
});

describe('listing page: «Контакты для связи»', () => {
  it('the author sees his executor’s contacts; removing the executor takes them away at once', async () => {
    const article = makeArticle('a1', {
      status: 3,
      executors: [makeExecutor(carrier)],
      contacts: [carrierContact],
    });
    stubApi({ '/api/article/getUserArticle': listingAnswer(article) });
    renderListing(makeSession());
    const section = await screen.findByTestId('deal-contacts-section');
    expect(within(section).getByRole('heading', { name: 'Контакты для связи' })).toBeTruthy();
    expect(
      within(section)
        .getByRole('link', { name: /\+7 \(916\) 123-45-67/ })
        .getAttribute('href'),
    ).toBe('tel:+79161234567');
    expect(within(section).getByText(/до 7 дней после её завершения или отмены/)).toBeTruthy();

    const removed = changed(article, { status: 2, executors: [], contacts: [] });
    await listingPartsLoaded();
    emitEvent('deleteExecutor', { articleId: 'a1', executorId: 'c1', status: 2, article: removed });
    await waitFor(() => expect(screen.queryByTestId('deal-contacts-section')).toBeNull());
    expect(screen.queryByText('petr@example.ru')).toBeNull();
  });

  it('the chosen carrier sees the author’s; a requester without them sees no block', async () => {
    const executorView = makeArticle('a1', {
      status: 3,
      executors: [makeExecutor(carrier)],
      contacts: [ownerContact],
    });
    stubApi({ '/api/article/getUserArticle': listingAnswer(executorView) });
    const first = renderListing(carrierSession());
    const section = await screen.findByTestId('deal-contacts-section');
    expect(
      within(section)
        .getByRole('link', { name: /ivan@example\.ru/ })
        .getAttribute('href'),
    ).toBe('mailto:ivan@example.ru');
    first.unmount();

    stubApi({ '/api/article/getUserArticle': listingAnswer(makeArticle('a1', { status: 2 })) });
    renderListing(carrierSession('c2'));
    await screen.findByTestId('article-title');
    expect(screen.queryByTestId('deal-contacts-section')).toBeNull();
  });
});
