import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { RoleLandingPage } from '../src/features/role-landing/pages/RoleLandingPage';
import { makeLanding, serverDown, stubContentApi } from './content-fixtures';
import { makeSession } from './fixtures';
import { renderPage } from './inputs/render';
import { makeQueryClient } from './render';

const WAIT = { timeout: 5000 };
const landing = () => ({ body: makeLanding() });

function renderLanding(role: 'cargo' | 'carrier', type: 'cargo' | 'carrier' | null = null) {
  const session = type ? makeSession({}, { type }) : null;
  return renderPage(<RoleLandingPage role={role} />, {
    path: `/${role}`,
    queryClient: makeQueryClient(session),
  });
}

describe('/cargo and /carrier', { timeout: 20_000 }, () => {
  it('the cargo page: title, lead, benefits, numbered steps, free price and a call to register as a cargo owner', async () => {
    const calls = stubContentApi({ '/api/content/landing': landing });
    renderLanding('cargo');
    expect(screen.getByTestId('role-landing-loading')).toBeTruthy();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Биржа для грузовладельцев' }, WAIT),
    ).toBeTruthy();
    expect(calls[0]?.path).toBe('/api/content/landing');
    expect(screen.getByText('Всё для грузовладельцев в одном месте.')).toBeTruthy();
    expect(within(screen.getByTestId('role-landing-benefits')).getByText('Заявки сами')).toBeTruthy();

    const steps = within(screen.getByTestId('role-landing-steps')).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      '1ОпубликуйтеЗаказ за две минуты.',
      '2ВыберитеИсполнителя из заявок.',
    ]);
    expect(screen.getByRole('heading', { name: 'Как проходит сделка' })).toBeTruthy();
    expect(screen.getByTestId('role-landing-price').textContent).toContain('Грузовладельцы не платят.');
    expect(screen.queryByTestId('role-landing-tariffs')).toBeNull();

    const register = screen.getAllByRole('link', { name: 'Разместить груз' });
    expect(register.map((link) => link.getAttribute('href'))).toEqual([
      '/register?role=cargo',
      '/register?role=cargo',
    ]);
    fireEvent.click(register[0]!);
    const location = await screen.findByTestId('location');
    expect(location.textContent).toBe('/register');
    expect(location.dataset.search).toBe('?role=cargo');
  });

  it('the carrier page links its prices to /tariffs and calls to register as a carrier', async () => {
    stubContentApi({ '/api/content/landing': landing });
    renderLanding('carrier');
    await screen.findByTestId('role-landing', {}, WAIT);
    expect(screen.getByTestId('role-landing-price').textContent).toContain('Тариф открывает заказы.');
    expect(screen.getByRole('link', { name: 'Смотреть тарифы' }).getAttribute('href')).toBe('/tariffs');
    expect(screen.getAllByRole('link', { name: 'Стать перевозчиком' })[0]!.getAttribute('href')).toBe(
      '/register?role=carrier',
    );
  });

  it('a logged-in user of that side is sent to work, not to register; the other side gets no register call', async () => {
    stubContentApi({ '/api/content/landing': landing });
    const { unmount } = renderLanding('carrier', 'carrier');
    await screen.findByTestId('role-landing', {}, WAIT);
    expect(screen.queryByRole('link', { name: 'Стать перевозчиком' })).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Найти заказы' })[0]!.getAttribute('href')).toBe(
      '/search-order',
    );
    unmount();

    renderLanding('carrier', 'cargo');
    await screen.findByTestId('role-landing', {}, WAIT);
    expect(screen.queryByTestId('role-landing-cta')).toBeNull();
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href') ?? '');
    expect(hrefs.filter((href) => href.startsWith('/register'))).toEqual([]);
  });

  it('a failed load offers «Повторить»', async () => {
    let fail = true;
    stubContentApi({ '/api/content/landing': () => (fail ? serverDown() : landing()) });
    renderLanding('cargo');
    expect(await screen.findByTestId('role-landing-error', {}, WAIT)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByTestId('role-landing', {}, WAIT)).toBeTruthy();
  });
});
