import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TDeal, TDealChange } from '@fura/domain/deal-terms-schemas';
import { DealPage } from '../src/features/deal/pages/DealPage';
import { DEAL_PATH, makeContract, renderDealRoutes } from './deal-contract-fixtures';
import { emitEvent } from './deal-socket';
import { stubApi } from './my-articles-fixtures';

vi.mock('../src/shared/socket/socket', async () => (await import('./deal-socket')).dealSocketModule());

// jsdom has no FontFaceSet; Mantine's autosize textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

afterEach(() => vi.unstubAllGlobals());

/** Issue 29: /deal/:articleId/:executorId «Сделка» — the terms, their change and its answer. */

const user = (id: string, first: string, last: string, type: 'cargo' | 'carrier') => ({
  _id: id,
  type,
  name: { first, last },
  rating: 4.5,
  reviewsCount: 2,
  avatar: null,
  contract: { id: null },
  isPassportVerified: true,
});

const AWAITING: TDealChange = {
  id: 'ch1',
  state: 'awaiting',
  stateLabel: 'Ждёт подтверждения перевозчика',
  changedBy: { _id: 'o1', name: 'Ольга Грузова' },
  createdAt: '2026-11-29T11:05:00.000Z',
  decidedAt: null,
  items: [
    {
      field: 'toAddress',
      label: 'Адрес выгрузки',
      old: 'Казань, улица Баумана, 1',
      new: 'Нижний Новгород, улица Рождественская, 10',
    },
  ],
};

function makeDeal(overrides: Partial<TDeal> = {}): TDeal {
  return {
    articleId: 'a1',
    executorId: 'c1',
    listing: {
      _id: 'a1',
      type: 'order',
      status: 3,
      statusLabel: 'Исполнитель выбран',
      title: 'Москва → Казань, 1,5 т',
    },
    cargoOwner: user('o1', 'Ольга', 'Грузова', 'cargo'),
    carrier: user('c1', 'Степан', 'Водилов', 'carrier'),
    viewerRole: 'cargoOwner',
    terms: {
      from: { address: 'Москва, Тверская улица, 1', settlement: 'Москва', lat: 55.75, lon: 37.61 },
      to: { address: 'Казань, улица Баумана, 1', settlement: 'Казань', lat: 55.79, lon: 49.1 },
      loadingDate: '2099-12-05',
      unloadingDate: null,
      consigneeName: '',
      consigneePhone: '',
      priceKopecks: 2_400_000,
      paymentTerms: '',
    },
    termsVersion: 1,
    toChangedAt: null,
    awaiting: null,
    changes: [],
    canChange: true,
    canDecide: false,
    ...overrides,
  };
}

function renderPage() {
  return renderDealRoutes(DEAL_PATH, { deal: <DealPage /> });
}

const contract = () => ({ body: makeContract() });

describe('DealPage', () => {
  it('shows the cargo owner the listing, the parties, the terms and «Изменить условия»; the log is empty', async () => {
    const calls = stubApi({
      '/api/deal/get': () => ({ body: { error: false, deal: makeDeal() } }),
      '/api/deal/contract/get': contract,
    });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Сделка' })).toBeTruthy();
    const listing = await screen.findByTestId('deal-listing-link');
    expect(listing.textContent).toBe('Москва → Казань, 1,5 т');
    expect(listing.getAttribute('href')).toBe('/order/a1');
    const parties = screen.getByTestId('deal-parties');
    expect(within(parties).getByRole('link', { name: 'Ольга Грузова' }).getAttribute('href')).toBe(
      '/user/o1',
    );
    expect(within(parties).getByText('вы')).toBeTruthy();
    const terms = screen.getByRole('region', { name: 'Условия перевозки' });
    expect(within(terms).getByTestId('deal-term-toAddress').textContent).toBe(
      'Адрес выгрузкиКазань, улица Баумана, 1',
    );
    expect(within(terms).getByTestId('deal-term-loadingDate').textContent).toBe('Дата загрузки05.12.2099');
    expect(within(terms).getByTestId('deal-term-unloadingDate').textContent).toBe('Дата выгрузкине указано');
    expect(within(terms).getByTestId('deal-term-priceKopecks').textContent).toBe(
      'Стоимость перевозки24\u2009000 ₽',
    );
    expect(within(terms).getByText('Условия не менялись с выбора исполнителя.')).toBeTruthy();
    expect(within(terms).getByRole('button', { name: 'Изменить условия' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Договор-заявка' })).toBeTruthy();
    expect(calls[0]).toEqual({ path: '/api/deal/get', body: { articleId: 'a1', executorId: 'c1' } });
  });

  it("the owner changes the consignee: the whole terms are sent, the answer shown; the server's error lands on its field", async () => {
    let answer: { status?: number; body: unknown } = {
      status: 400,
      body: {
        error: true,
        errors: [{ msg: 'Дата выгрузки не может быть раньше даты загрузки', param: 'terms.unloadingDate' }],
      },
    };
    const calls = stubApi({
      '/api/deal/get': () => ({ body: { error: false, deal: makeDeal() } }),
      '/api/deal/contract/get': contract,
      '/api/deal/change': () => answer,
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Изменить условия' }));
    const form = screen.getByTestId('deal-terms-form');
    expect(document.activeElement).toBe(within(form).getByLabelText('Адрес загрузки'));
    expect(within(form).getByLabelText<HTMLInputElement>('Адрес выгрузки').value).toBe(
      'Казань, улица Баумана, 1',
    );
    fireEvent.change(within(form).getByRole('textbox', { name: 'Грузополучатель' }), {
      target: { value: 'ООО «Приём»' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Сохранить изменения' }));

    const unloading = await within(form).findByText('Дата выгрузки не может быть раньше даты загрузки');
    const field = within(form).getByRole('button', { name: 'Дата выгрузки' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect((field.getAttribute('aria-describedby') ?? '').split(' ')).toContain(unloading.id);
    const sent = calls.find((call) => call.path === '/api/deal/change');
    expect(sent?.body).toMatchObject({
      articleId: 'a1',
      executorId: 'c1',
      terms: {
        to: { address: 'Казань, улица Баумана, 1', lat: 55.79, lon: 49.1 },
        loadingDate: '2099-12-05',
        unloadingDate: null,
        consigneeName: 'ООО «Приём»',
        consigneePhone: '',
        priceKopecks: 2_400_000,
      },
    });

    const changed = makeDeal({
      terms: { ...makeDeal().terms, consigneeName: 'ООО «Приём»' },
      termsVersion: 2,
      changes: [
        {
          ...AWAITING,
          state: 'applied',
          stateLabel: 'Изменено',
          decidedAt: AWAITING.createdAt,
          items: [{ field: 'consigneeName', label: 'Грузополучатель', old: null, new: 'ООО «Приём»' }],
        },
      ],
    });
    answer = { body: { error: false, deal: changed, change: changed.changes[0] } };
    fireEvent.click(within(form).getByRole('button', { name: 'Сохранить изменения' }));
    await waitFor(() => expect(screen.queryByTestId('deal-terms-form')).toBeNull());
    // The keyboard is back where it left off.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Изменить условия' }));
    expect(screen.getByTestId('deal-term-consigneeName').textContent).toBe('ГрузополучательООО «Приём»');
    expect(screen.getByTestId('deal-terms-version').textContent).toBe('Версия условий: 2');
    const item = screen.getByTestId('deal-log-item');
    expect(within(item).getByText('Изменено')).toBeTruthy();
    expect(item.textContent).toContain('Было: не указано → Станет: ООО «Приём»');
  });

  it('checks the form before sending: a phone of the wrong shape is named at its field, nothing sent', async () => {
    const calls = stubApi({
      '/api/deal/get': () => ({ body: { error: false, deal: makeDeal() } }),
      '/api/deal/contract/get': contract,
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Изменить условия' }));
    const phone = screen.getByRole('textbox', { name: 'Телефон грузополучателя' });
    fireEvent.change(phone, { target: { value: '916 12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить изменения' }));
    const message = await screen.findByText('Телефон должен состоять из 11 цифр и начинаться с 7');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect((phone.getAttribute('aria-describedby') ?? '').split(' ')).toContain(message.id);
    expect(calls.some((call) => call.path === '/api/deal/change')).toBe(false);
  });

  it('shows the carrier the change awaiting him with old → new; «Подтвердить» applies it', async () => {
    const awaitingDeal = makeDeal({
      listing: { ...makeDeal().listing, status: 4, statusLabel: 'В пути' },
      viewerRole: 'carrier',
      awaiting: AWAITING,
      changes: [AWAITING],
      canChange: false,
      canDecide: true,
    });
    const confirmedChange: TDealChange = {
      ...AWAITING,
      state: 'confirmed',
      stateLabel: 'Подтверждено перевозчиком',
      decidedAt: '2026-11-29T11:30:00.000Z',
    };
    const confirmed = makeDeal({
      ...awaitingDeal,
      terms: {
        ...awaitingDeal.terms,
        to: {
          address: 'Нижний Новгород, улица Рождественская, 10',
          settlement: 'Нижний Новгород',
          lat: 56.33,
          lon: 44,
        },
      },
      termsVersion: 2,
      toChangedAt: '2026-11-29T11:30:00.000Z',
      awaiting: null,
      changes: [confirmedChange],
      canDecide: false,
    });
    const calls = stubApi({
      '/api/deal/get': () => ({ body: { error: false, deal: awaitingDeal } }),
      '/api/deal/contract/get': contract,
      '/api/deal/change/confirm': () => ({
        body: { error: false, deal: confirmed, change: confirmedChange },
      }),
    });
    renderPage();
    const alert = await screen.findByTestId('deal-awaiting');
    expect(within(alert).getByText('Изменение ждёт подтверждения перевозчика')).toBeTruthy();
    expect(alert.textContent).toContain(
      'Было: Казань, улица Баумана, 1 → Станет: Нижний Новгород, улица Рождественская, 10',
    );
    expect(screen.queryByRole('button', { name: 'Изменить условия' })).toBeNull();
    // The deal keeps its old address until he confirms.
    expect(screen.getByTestId('deal-term-toAddress').textContent).toBe(
      'Адрес выгрузкиКазань, улица Баумана, 1',
    );

    fireEvent.click(within(alert).getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(screen.queryByTestId('deal-awaiting')).toBeNull());
    expect(calls.find((call) => call.path === '/api/deal/change/confirm')?.body).toMatchObject({
      changeId: 'ch1',
    });
    expect(screen.getByTestId('deal-term-toAddress').textContent).toContain(
      'Нижний Новгород, улица Рождественская, 10',
    );
    expect(screen.getByTestId('deal-to-changed').textContent).toMatch(
      /^Адрес выгрузки изменён 29\.11\.2026 \d\d:30$/,
    );
  });

  it("the owner sees his change waiting, without «Изменить условия» or the carrier's buttons", async () => {
    stubApi({
      '/api/deal/get': () => ({
        body: { error: false, deal: makeDeal({ awaiting: AWAITING, changes: [AWAITING], canChange: false }) },
      }),
      '/api/deal/contract/get': contract,
    });
    renderPage();
    const alert = await screen.findByTestId('deal-awaiting');
    expect(alert.textContent).toContain('Пока перевозчик не ответит, действуют прежние условия');
    expect(within(alert).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Изменить условия' })).toBeNull();
  });

  it('reads the deal again when the other party changes it', async () => {
    let deal = makeDeal({ viewerRole: 'carrier', canChange: false });
    stubApi({
      '/api/deal/get': () => ({ body: { error: false, deal } }),
      '/api/deal/contract/get': contract,
    });
    renderPage();
    await screen.findByTestId('deal-terms');
    deal = makeDeal({
      viewerRole: 'carrier',
      canChange: false,
      awaiting: AWAITING,
      changes: [AWAITING],
      canDecide: true,
    });
    emitEvent('dealChanged', { articleId: 'a1', executorId: 'c1', changeId: 'ch1', state: 'awaiting' });
    expect(await screen.findByTestId('deal-awaiting')).toBeTruthy();
  });

  it('is «Сделка не найдена» for anyone but its parties', async () => {
    stubApi({
      '/api/deal/get': () => ({ status: 404, body: { error: true, errors: [{ msg: 'Сделка не найдена' }] } }),
      '/api/deal/contract/get': () => ({
        status: 404,
        body: { error: true, errors: [{ msg: 'Сделка не найдена' }] },
      }),
    });
    renderPage();
    expect(await screen.findByTestId('deal-not-found')).toBeTruthy();
    expect(screen.getByText('Сделка не найдена')).toBeTruthy();
  });
});
