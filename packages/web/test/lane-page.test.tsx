import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TLane } from '@fura/domain/lane-schemas';
import { LanePage } from '../src/features/lane/pages/LanePage';
import { fromSearchParams } from '../src/shared/search/search-params';
import { renderPage } from './inputs/render';
import { makeQueryClient } from './render';
import { makeArticle } from './search-page-harness';

const WAIT = { timeout: 5000 };

function makeLane(overrides: Partial<TLane> = {}): TLane {
  return {
    slug: 'moskva-kazan',
    from: { name: 'Москва', slug: 'moskva', region: 'Москва', lat: 55.7558, lon: 37.6173 },
    to: { name: 'Казань', slug: 'kazan', region: 'Республика Татарстан', lat: 55.7964, lon: 49.1089 },
    orders: [makeArticle('o1'), makeArticle('o2')],
    offers: [makeArticle('f1', { type: 'offer' })],
    ordersCount: 2,
    offersCount: 1,
    carriersCount: 7,
    hasOpen: true,
    neighbours: [
      { slug: 'moskva-samara', from: 'Москва', to: 'Самара', openCount: 5 },
      { slug: 'tula-kazan', from: 'Тула', to: 'Казань', openCount: 1 },
    ],
    ...overrides,
  };
}

interface Answer {
  status: number;
  body: unknown;
}

/** A fetch stub of POST /api/lane/get: records each request's body, answers from `answer`. */
function stubLaneApi(answer: () => Answer) {
  const requests: { path: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string, init?: RequestInit) => {
      requests.push({
        path,
        method: init?.method ?? 'GET',
        body: JSON.parse((init?.body as string) ?? 'null'),
      });
      const { status, body } = path === '/api/lane/get' ? answer() : { status: 599, body: { error: true } };
      return Promise.resolve(
        new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
      );
    }),
  );
  return requests;
}

const found = (lane: TLane): Answer => ({ status: 200, body: { error: false, lane } });

function renderLane(address = 'moskva-kazan') {
  return renderPage(<LanePage />, {
    path: `/gruzoperevozki/${address}`,
    pattern: '/gruzoperevozki/:lane',
    queryClient: makeQueryClient(null),
  });
}

describe('/gruzoperevozki/:lane', { timeout: 20_000 }, () => {
  it('the heading, the counts, the lane’s orders and offers, the search link and the neighbours', async () => {
    const requests = stubLaneApi(() => found(makeLane({ ordersCount: 25 })));
    renderLane();
    expect(screen.getByTestId('lane-loading')).toBeTruthy();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Грузоперевозки Москва — Казань' }, WAIT),
    ).toBeTruthy();
    expect(requests).toEqual([{ path: '/api/lane/get', method: 'POST', body: { lane: 'moskva-kazan' } }]);
    expect(screen.getByTestId('lane-summary').textContent).toBe(
      '25 заказов · 1 предложение · 7 перевозчиков выполняли рейсы',
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Заказы',
      'Свободный транспорт',
      'Соседние направления',
    ]);

    const orders = screen.getByRole('region', { name: 'Заказы' });
    const orderCards = within(orders).getAllByTestId('article-card');
    expect(orderCards.map((card) => card.dataset.articleId)).toEqual(['o1', 'o2']);
    expect(within(orderCards[0]!).getByRole('link').getAttribute('href')).toBe('/order/o1');
    expect(within(orders).getByTestId('lane-orders-shown').textContent).toBe('Показаны 2 новых из 25');
    const offers = screen.getByRole('region', { name: 'Свободный транспорт' });
    expect(
      within(offers)
        .getAllByTestId('article-card')
        .map((card) => card.dataset.articleId),
    ).toEqual(['f1']);

    const all = within(orders).getByRole('link', { name: 'Все заказы Москва → Казань' });
    const [path, query] = all.getAttribute('href')!.split('?');
    expect(path).toBe('/search-order');
    const filters = fromSearchParams(new URLSearchParams(query));
    expect(filters.from).toEqual({
      name: 'Москва',
      region: 'Москва',
      lat: 55.7558,
      lon: 37.6173,
      radiusKm: 50,
    });
    expect(filters.to).toMatchObject({ name: 'Казань', lat: 55.7964, lon: 49.1089 });
    expect(
      within(offers).getByRole('link', { name: 'Все предложения Москва → Казань' }).getAttribute('href'),
    ).toMatch(/^\/search-offer\?fromName=/);

    const neighbours = screen.getByRole('region', { name: 'Соседние направления' });
    expect(
      within(neighbours)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Москва — Самара', '/gruzoperevozki/moskva-samara'],
      ['Тула — Казань', '/gruzoperevozki/tula-kazan'],
    ]);
    expect(neighbours.textContent).toContain('5 заказов и предложений');

    await waitFor(() =>
      expect(document.title).toBe('Фура | Грузоперевозки Москва — Казань: 26 заказов и предложений'),
    );
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();

    fireEvent.click(all);
    expect((await screen.findByTestId('location', {}, WAIT)).textContent).toBe('/search-order');
  });

  it('nothing open: says so, offers what to do next, is not indexed, and still links the neighbours', async () => {
    stubLaneApi(() =>
      found(
        makeLane({
          orders: [],
          offers: [],
          ordersCount: 0,
          offersCount: 0,
          carriersCount: 1,
          hasOpen: false,
        }),
      ),
    );
    renderLane();
    const empty = await screen.findByTestId('lane-empty', {}, WAIT);
    expect(empty.textContent).toContain('Сейчас по этому направлению нет открытых заказов и предложений');
    expect(within(empty).getByRole('link', { name: 'Разместить заказ' }).getAttribute('href')).toBe(
      '/order-create',
    );
    expect(screen.getByTestId('lane-summary').textContent).toBe(
      '0 заказов · 0 предложений · 1 перевозчик выполнял рейсы',
    );
    expect(screen.queryByTestId('article-card')).toBeNull();
    expect(screen.getByRole('region', { name: 'Соседние направления' })).toBeTruthy();
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex'),
    );
  });

  it('an unknown lane shows the not-found page', async () => {
    stubLaneApi(() => ({
      status: 404,
      body: { error: true, errors: [{ msg: 'Направление не найдено: по нему нет объявлений' }] },
    }));
    renderLane('nowhere-nohow');
    const page = await screen.findByTestId('not-found', {}, WAIT);
    expect(page.textContent).toContain('Такого направления нет');
    expect(screen.queryByTestId('lane-page')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Фура | Страница не найдена'));
  });

  it('a failed load says so and loads again on «Повторить»', async () => {
    let fail = true;
    stubLaneApi(() =>
      fail
        ? { status: 500, body: { error: true, errors: [{ msg: 'Сервер недоступен' }] } }
        : found(makeLane()),
    );
    renderLane();
    const error = await screen.findByTestId('lane-error', {}, WAIT);
    expect(error.textContent).toContain('Не удалось загрузить направление');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Грузоперевозки Москва — Казань' }, WAIT),
    ).toBeTruthy();
  });
});
