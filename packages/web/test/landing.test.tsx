import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { matchRoute } from '@fura/domain/routes';
import { MainPage } from '../src/features/landing/MainPage';
import { BENEFITS } from '../src/features/landing/landing-content';
import { type Answer, makeLanding, makeMainContent, serverDown, stubContentApi } from './content-fixtures';
import { makeSession } from './fixtures';
import { renderPage } from './inputs/render';
import { makeQueryClient } from './render';

const WAIT = { timeout: 5000 };

function renderMain(
  session: ReturnType<typeof makeSession> | null,
  main: () => Answer = () => ({ body: makeMainContent() }),
) {
  const calls = stubContentApi({
    '/api/content/landing': () => ({ body: makeLanding() }),
    '/api/content/main': main,
  });
  const view = renderPage(<MainPage />, { path: '/', queryClient: makeQueryClient(session) });
  return { ...view, calls };
}

/** Every link of the page leads to a screen of the route table: the page promises nothing that is not built. */
function expectOnlyRealScreens(container: HTMLElement) {
  for (const link of container.querySelectorAll('a')) {
    const href = link.getAttribute('href') ?? '';
    expect(matchRoute(href.split('?')[0]!), href).not.toBeNull();
  }
}

describe('MainPage', { timeout: 20_000 }, () => {
  it('shows the texts from the database, the live figures with plurals and the latest orders', async () => {
    const { calls } = renderMain(null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Биржа грузов и машин' }, WAIT)).toBeTruthy();
    expect(calls.map((call) => call.path).sort()).toEqual(['/api/content/landing', '/api/content/main']);

    await screen.findAllByTestId('order-teaser', {}, WAIT);
    const figures = screen
      .getAllByTestId('main-figure')
      .map((figure) => [
        within(figure).getByTestId('main-figure-value').textContent,
        within(figure).getByTestId('main-figure-label').textContent,
      ]);
    expect(figures).toEqual([
      ['21', 'заказ ждёт перевозчика'],
      ['3', 'машины предложены'],
      ['5', 'перевозчиков с тарифом'],
      ['1\u00a0234', 'перевозки завершены'],
    ]);

    const [first, second] = screen.getAllByTestId('order-teaser');
    expect(first!.getAttribute('href')).toBe('/order/o1');
    expect(first!.textContent).toContain('Москва → Тула');
    expect(first!.textContent).toContain('Погрузка 12.08.2026');
    expect(first!.textContent).toContain('Коробки');
    expect(first!.textContent).toContain('5 т');
    expect(within(first!).getByTestId('order-teaser-price').textContent).toMatch(/^20\s000\s₽$/);
    expect(within(second!).getByTestId('order-teaser-price').textContent).toBe('Договорная');
  });

  it('asks a visitor to log in for contacts and details, and offers both searches', async () => {
    const { container } = renderMain(null);
    const call = await screen.findByTestId('latest-orders-login', {}, WAIT);
    expect(call.textContent).toContain('Войдите, чтобы увидеть контакты и подробности');
    expect(within(call).getByRole('link', { name: 'Войти' }).getAttribute('href')).toBe('/login');
    const entry = screen.getByTestId('main-search-entry');
    expect(within(entry).getByRole('link', { name: 'Смотреть заказы' }).getAttribute('href')).toBe(
      '/search-order',
    );
    expect(
      within(entry)
        .getByRole('link', { name: /Найти транспорт/ })
        .getAttribute('href'),
    ).toBe('/search-offer');
    expectOnlyRealScreens(container);
  });

  it.each([
    ['cargo', 'Найти транспорт', '/search-offer'],
    ['carrier', 'Смотреть заказы', '/search-order'],
  ] as const)('gives a %s user his own search and no login call', async (type, label, to) => {
    const { container } = renderMain(makeSession({}, { type }));
    await screen.findAllByTestId('order-teaser', {}, WAIT);
    const entry = within(screen.getByTestId('main-search-entry')).getAllByRole('link');
    expect(entry.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([[label, to]]);
    expect(screen.queryByTestId('latest-orders-login')).toBeNull();
    expectOnlyRealScreens(container);
  });

  it('says what works today, the tracking map and the passport check included', () => {
    renderMain(null);
    const titles = BENEFITS.map((benefit) => benefit.title);
    expect(titles).toContain('Машина на карте');
    expect(titles).toContain('Проверка паспорта');
    const benefits = screen.getByTestId('main-benefits').textContent;
    expect(benefits).toContain('Паспорт проверен');
    expect(benefits).toContain('ссылку для отслеживания');
  });

  it('says when there are no open orders yet', async () => {
    renderMain(null, () => ({ body: makeMainContent({ latestOrders: [] }) }));
    expect(await screen.findByTestId('latest-orders-empty', {}, WAIT)).toBeTruthy();
  });

  it('a failed load of the figures offers «Повторить»; the rest of the page stays', async () => {
    let fail = true;
    renderMain(null, () => (fail ? serverDown() : { body: makeMainContent() }));
    expect(await screen.findByTestId('main-content-error', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('Почему «Фура»')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(screen.getAllByTestId('order-teaser')).toHaveLength(2), WAIT);
  });
});
