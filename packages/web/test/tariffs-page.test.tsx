import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TariffsPage } from '../src/features/tariffs/pages/TariffsPage';
import { makeSession, makeSettings } from './fixtures';
import { renderPage } from './inputs/render';
import { stubApi } from './my-articles-fixtures';
import { makeQueryClient } from './render';
import { carrierSession, makePayment, plansAnswer } from './tariff-fixtures';

const WAIT = { timeout: 5000 };

function plan(code: string): HTMLElement {
  const card = screen.getAllByTestId('tariff-plan').find((item) => item.dataset.code === code);
  if (!card) throw new Error(`no plan ${code}`);
  return card;
}

describe('/tariffs', { timeout: 30_000 }, () => {
  it('shows what a tariff gives, the plans with prices per period and per week, and the savings', async () => {
    const calls = stubApi({ '/api/tariff/getPlans': plansAnswer });
    renderPage(<TariffsPage />, { path: '/tariffs', queryClient: makeQueryClient(null) });

    expect(screen.getByTestId('tariff-plans-loading')).toBeTruthy();
    await screen.findByTestId('tariff-plans', {}, WAIT);
    expect(calls[0]?.path).toBe('/api/tariff/getPlans');

    const benefits = screen.getByTestId('tariff-benefits').textContent;
    expect(benefits).toContain('Профиль и предложения видны всем');
    expect(benefits).toContain('брать заказы');
    expect(benefits).toContain('Заявки');
    expect(screen.getByTestId('tariffs-cargo-note').textContent).toContain(
      'Для грузовладельцев биржа бесплатна',
    );

    const week = plan('week');
    expect(within(week).getByTestId('tariff-plan-price').textContent).toMatch(/^140\s₽$/);
    expect(within(week).queryByTestId('tariff-plan-saving')).toBeNull();
    const month = plan('month');
    expect(month.textContent).toContain('1 месяц');
    expect(month.textContent).toContain('30 дней');
    expect(within(month).getByTestId('tariff-plan-price').textContent).toMatch(/^490\s₽$/);
    expect(within(month).getByTestId('tariff-plan-week').textContent).toMatch(/^114,33\s₽ в неделю$/);
    expect(within(month).getByTestId('tariff-plan-saving').textContent).toBe('выгода 18 %');
    expect(within(plan('year')).getByTestId('tariff-plan-saving').textContent).toBe('выгода 38 %');

    const faq = screen.getByTestId('tariff-faq').textContent;
    expect(faq).toContain('вернуть деньги');
    expect(faq).toContain('автоплатёж');
    expect(faq).toContain('отключить');
  });

  it('a visitor goes to the registration as a carrier, to come back to the plan he picked', async () => {
    stubApi({ '/api/tariff/getPlans': plansAnswer });
    renderPage(<TariffsPage />, { path: '/tariffs', queryClient: makeQueryClient(null) });
    await screen.findByTestId('tariff-plans', {}, WAIT);

    fireEvent.click(screen.getByRole('link', { name: 'Оплатить — 1 месяц' }));
    const location = await screen.findByTestId('location');
    expect(location.textContent).toBe('/register');
    const search = new URLSearchParams(location.dataset.search);
    expect(search.get('role')).toBe('carrier');
    expect(search.get('next')).toBe('/tariffs?plan=month');
  });

  it('back from the registration, the carrier is told which plan he picked and its «Оплатить» has the focus', async () => {
    stubApi({ '/api/tariff/getPlans': plansAnswer });
    renderPage(<TariffsPage />, {
      path: '/tariffs?plan=month',
      pattern: '/tariffs',
      queryClient: makeQueryClient(carrierSession()),
    });
    const notice = await screen.findByTestId('tariffs-chosen-plan', {}, WAIT);
    expect(notice.textContent).toContain('Вы выбрали тариф «1 месяц»');
    await waitFor(
      () => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Оплатить — 1 месяц' })),
      WAIT,
    );
  });

  it('a plan code that is not on sale is ignored', async () => {
    stubApi({ '/api/tariff/getPlans': plansAnswer });
    renderPage(<TariffsPage />, {
      path: '/tariffs?plan=gold',
      pattern: '/tariffs',
      queryClient: makeQueryClient(carrierSession()),
    });
    await screen.findByTestId('tariff-plans', {}, WAIT);
    expect(screen.queryByTestId('tariffs-chosen-plan')).toBeNull();
    expect(document.activeElement).toBe(document.body);
  });

  it('a carrier’s «Оплатить» starts the payment and goes to the payment page', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const calls = stubApi({
      '/api/tariff/getPlans': plansAnswer,
      '/api/tariff/checkout': () => ({
        body: {
          error: false,
          payment: makePayment('p1', { status: 'pending' }),
          confirmationUrl: '/pay/demo/p1',
        },
      }),
    });
    renderPage(<TariffsPage />, { path: '/tariffs', queryClient: makeQueryClient(carrierSession()) });
    await screen.findByTestId('tariff-plans', {}, WAIT);
    expect(screen.getByTestId('tariffs-cargo-note').textContent).not.toContain('Вы зарегистрированы');

    fireEvent.click(screen.getByRole('button', { name: 'Оплатить — 1 месяц' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/pay/demo/p1'), WAIT);
    expect(calls.find((call) => call.path === '/api/tariff/checkout')?.body).toEqual({ planCode: 'month' });
    expect(screen.getByRole('status').textContent).toContain('Переходим на страницу оплаты');
  });

  it('a refused checkout shows the server’s reason', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    stubApi({
      '/api/tariff/getPlans': plansAnswer,
      '/api/tariff/checkout': () => ({
        status: 403,
        body: { error: true, errors: [{ msg: 'Аккаунт заблокирован: оплата недоступна' }] },
      }),
    });
    renderPage(<TariffsPage />, { path: '/tariffs', queryClient: makeQueryClient(carrierSession()) });
    await screen.findByTestId('tariff-plans', {}, WAIT);

    fireEvent.click(screen.getByRole('button', { name: 'Оплатить — 12 месяцев' }));

    expect(await screen.findByText('Аккаунт заблокирован: оплата недоступна', {}, WAIT)).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  it('a cargo owner is told the exchange is free for him and gets no pay buttons', async () => {
    stubApi({ '/api/tariff/getPlans': plansAnswer });
    renderPage(<TariffsPage />, { path: '/tariffs', queryClient: makeQueryClient(makeSession()) });
    await screen.findByTestId('tariff-plans', {}, WAIT);

    const note = screen.getByTestId('tariffs-cargo-note').textContent;
    expect(note).toContain('Вы зарегистрированы как грузовладелец');
    expect(note).toContain('бесплатн');
    expect(screen.queryAllByTestId('tariff-plan-pay')).toHaveLength(0);
  });

  it('a failed load of the plans shows the reason and loads again', async () => {
    let fail = true;
    stubApi({
      '/api/tariff/getPlans': () =>
        fail ? { status: 500, body: { error: true, errors: [{ msg: 'Сервер недоступен' }] } } : plansAnswer(),
    });
    renderPage(<TariffsPage />, { path: '/tariffs', queryClient: makeQueryClient(null) });

    const error = await screen.findByTestId('tariff-plans-error', {}, WAIT);
    expect(error.textContent).toContain('Сервер недоступен');
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByTestId('tariff-plans', {}, WAIT)).toBeTruthy();
  });

  it('in test mode a carrier and a visitor are told no money moves, and may still pay', async () => {
    stubApi({ '/api/tariff/getPlans': plansAnswer });
    const settings = { ...makeSettings(), payments: 'test' as const };
    const view = renderPage(<TariffsPage />, {
      path: '/tariffs',
      queryClient: makeQueryClient(carrierSession(), settings),
    });
    await screen.findByTestId('tariff-plans', {}, WAIT);
    expect(screen.getByTestId('payment-test-mode').textContent).toContain(
      'Тестовый режим: деньги не списываются',
    );
    expect(screen.getByRole('button', { name: 'Оплатить — 1 месяц' })).toBeTruthy();
    view.unmount();

    renderPage(<TariffsPage />, { path: '/tariffs', queryClient: makeQueryClient(null, settings) });
    await screen.findByTestId('tariff-plans', {}, WAIT);
    expect(screen.getByTestId('payment-test-mode')).toBeTruthy();
  });

  it('without payments: «Оплата временно недоступна» and the plans with no pay button, for everyone', async () => {
    stubApi({ '/api/tariff/getPlans': plansAnswer });
    const settings = { ...makeSettings(), payments: 'unavailable' as const };
    for (const session of [carrierSession(), null]) {
      const view = renderPage(<TariffsPage />, {
        path: '/tariffs?plan=month',
        pattern: '/tariffs',
        queryClient: makeQueryClient(session, settings),
      });
      await screen.findByTestId('tariff-plans', {}, WAIT);
      expect(screen.getByTestId('payments-unavailable').textContent).toContain('Оплата временно недоступна');
      expect(screen.queryAllByTestId('tariff-plan-pay')).toHaveLength(0);
      expect(screen.queryByRole('link', { name: /Оплатить/ })).toBeNull();
      expect(screen.queryByTestId('tariffs-chosen-plan')).toBeNull();
      expect(screen.getByTestId('tariffs-page').textContent).not.toContain('Чтобы оплатить');
      view.unmount();
    }
  });

  it('a live provider shows neither note; a cargo owner never sees them', async () => {
    stubApi({ '/api/tariff/getPlans': plansAnswer });
    const view = renderPage(<TariffsPage />, {
      path: '/tariffs',
      queryClient: makeQueryClient(carrierSession()),
    });
    await screen.findByTestId('tariff-plans', {}, WAIT);
    expect(screen.queryByTestId('payment-test-mode')).toBeNull();
    expect(screen.queryByTestId('payments-unavailable')).toBeNull();
    view.unmount();
    renderPage(<TariffsPage />, {
      path: '/tariffs',
      queryClient: makeQueryClient(makeSession(), { ...makeSettings(), payments: 'unavailable' }),
    });
    await screen.findByTestId('tariff-plans', {}, WAIT);
    expect(screen.queryByTestId('payments-unavailable')).toBeNull();
  });
});
