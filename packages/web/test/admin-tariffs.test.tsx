import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TARIFF_ADMIN_MESSAGES as T, type TAdminTariffPlan } from '@fura/domain/admin-site';
import { AdminTariffsPage } from '../src/features/admin-settings/pages/AdminTariffsPage';
import { makeSession } from './fixtures';
import { renderPage } from './inputs/render';
import { stubApi, type Handler } from './my-articles-fixtures';
import { makeQueryClient } from './render';

const WAIT = { timeout: 5000 };

const PLANS: TAdminTariffPlan[] = [
  { code: 'demo', name: 'ДЕМО', days: 7, priceKopecks: 0, sortOrder: 0, enabled: true, isDemo: true },
  {
    code: 'pro-week',
    name: 'PRO на 1 неделю',
    days: 7,
    priceKopecks: 14_000,
    sortOrder: 1,
    enabled: true,
    isDemo: false,
  },
  {
    code: 'pro-month',
    name: 'PRO на 1 месяц',
    days: 30,
    priceKopecks: 49_000,
    sortOrder: 2,
    enabled: false,
    isDemo: false,
  },
];

const answerSaved: Handler = (body) => {
  const plan = PLANS.find((item) => item.code === body.code);
  return { body: { error: false, plan: { ...plan, ...body } } };
};

async function renderTariffs(save: Handler = answerSaved) {
  const calls = stubApi({
    '/api/admin/tariffs/list': () => ({ body: { error: false, plans: PLANS } }),
    '/api/admin/tariffs/save': save,
  });
  renderPage(<AdminTariffsPage />, {
    path: '/admin/tariffs',
    queryClient: makeQueryClient(makeSession({}, { type: 'admin' })),
  });
  await screen.findByTestId('admin-tariffs', {}, WAIT);
  return calls.filter.bind(calls);
}

function card(code: string): HTMLElement {
  const found = screen.getAllByTestId('tariff-plan-form').find((item) => item.dataset.code === code);
  if (!found) throw new Error(`no plan ${code}`);
  return found;
}

function savesOf(filter: Awaited<ReturnType<typeof renderTariffs>>) {
  return filter((call) => call.path === '/api/admin/tariffs/save');
}

function errorOf(input: HTMLElement): string {
  expect(input.getAttribute('aria-invalid')).toBe('true');
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('/admin/tariffs', { timeout: 30_000 }, () => {
  it('shows every plan; the demo’s price, period and switch cannot be changed', async () => {
    await renderTariffs();
    expect(screen.getAllByTestId('tariff-plan-form').map((item) => item.dataset.code)).toEqual([
      'demo',
      'pro-week',
      'pro-month',
    ]);
    const demo = card('demo');
    expect(within(demo).getByLabelText(/Цена/)).toHaveProperty('disabled', true);
    expect(within(demo).getByLabelText(/Срок/)).toHaveProperty('disabled', true);
    expect(within(demo).getByRole('switch')).toHaveProperty('disabled', true);
    expect(within(card('pro-month')).getByText('Не продаётся')).toBeTruthy();
    expect(within(card('pro-week')).getByLabelText(/Цена/)).toHaveProperty('value', '140');
  });

  it('a price typed in roubles with kopecks is sent in kopecks, with the rest of the plan', async () => {
    const filter = await renderTariffs();
    const week = card('pro-week');
    fireEvent.change(within(week).getByLabelText(/Цена/), { target: { value: '200,50' } });
    await waitFor(
      () => expect(within(week).getByTestId('tariff-week-price').textContent).toMatch(/^200,5\s₽ в неделю$/),
      WAIT,
    );
    fireEvent.click(within(week).getByRole('switch'));
    fireEvent.click(within(week).getByRole('button', { name: 'Сохранить тариф' }));

    await waitFor(() => expect(savesOf(filter)).toHaveLength(1), WAIT);
    expect(savesOf(filter)[0]?.body).toEqual({
      code: 'pro-week',
      name: 'PRO на 1 неделю',
      days: 7,
      priceKopecks: 20_050,
      sortOrder: 1,
      enabled: false,
    });
    await screen.findByText(T.saved, {}, WAIT);
  });

  it('zero days and a free paid plan are refused on their fields, nothing is sent', async () => {
    const filter = await renderTariffs();
    const month = card('pro-month');
    const days = within(month).getByLabelText(/Срок/);
    const price = within(month).getByLabelText(/Цена/);
    fireEvent.change(days, { target: { value: '0' } });
    fireEvent.change(price, { target: { value: '0' } });
    fireEvent.click(within(month).getByRole('button', { name: 'Сохранить тариф' }));

    await waitFor(() => expect(errorOf(days)).toContain(T.days), WAIT);
    expect(errorOf(price)).toContain(T.pricePaid);
    expect(savesOf(filter)).toHaveLength(0);
  });

  it('a server message about the price lands on the price field', async () => {
    const filter = await renderTariffs(() => ({
      status: 400,
      body: { error: true, errors: [{ msg: T.priceTooHigh, param: 'priceKopecks' }] },
    }));
    const week = card('pro-week');
    const price = within(week).getByLabelText(/Цена/);
    fireEvent.change(price, { target: { value: '150' } });
    fireEvent.click(within(week).getByRole('button', { name: 'Сохранить тариф' }));

    await waitFor(() => expect(errorOf(price)).toContain(T.priceTooHigh), WAIT);
    expect(savesOf(filter)).toHaveLength(1);
  });
});
