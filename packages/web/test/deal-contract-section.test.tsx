import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DealContractSection } from '../src/features/deal/components/DealContractSection';
import { emitEvent } from './deal-socket';
import { DEAL_PATH, IDS, makeContract, renderDealRoutes, SIGNED_AT } from './deal-contract-fixtures';
import { stubApi } from './my-articles-fixtures';

vi.mock('../src/shared/socket/socket', async () => (await import('./deal-socket')).dealSocketModule());

afterEach(() => vi.unstubAllGlobals());

/** Issue 29: «Договор-заявка» on the deal page — the PDF, the signatures, the missing fields, the way to sign. */

function renderSection() {
  return renderDealRoutes(DEAL_PATH, { deal: <DealContractSection {...IDS} /> });
}

describe('DealContractSection', () => {
  it('unsigned: the number, «Не подписан», both parties unsigned, the PDF link and «Подписать договор»', async () => {
    const calls = stubApi({ '/api/deal/contract/get': () => ({ body: makeContract() }) });
    renderSection();
    await screen.findByTestId('contract-number');
    const section = screen.getByRole('region', { name: 'Договор-заявка' });
    expect(within(section).getByTestId('contract-number').textContent).toBe(
      '№ A1B2C3D4-E5F6-1 от 29.11.2026 · версия условий 1',
    );
    expect(within(section).getByTestId('contract-state').textContent).toBe('Не подписан');
    const sides = within(section).getAllByRole('listitem');
    expect(sides.map((item) => item.textContent)).toEqual([
      'Заказчик (грузовладелец) (вы): не подписано',
      'Перевозчик: не подписано',
    ]);
    const pdf = within(section).getByRole('link', { name: 'Скачать PDF' });
    expect(pdf.getAttribute('href')).toBe('/api/deal/contract.pdf?articleId=a1&executorId=c1');
    expect(pdf.hasAttribute('download')).toBe(true);
    expect(within(section).queryByTestId('contract-missing')).toBeNull();
    expect(calls).toEqual([{ path: '/api/deal/contract/get', body: { articleId: 'a1', executorId: 'c1' } }]);

    fireEvent.click(within(section).getByRole('link', { name: 'Подписать договор' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Подписание' })).toBeTruthy();
  });

  it('signed by me: my time and name, waiting for the other party, no sign link', async () => {
    stubApi({
      '/api/deal/contract/get': () => ({
        body: makeContract({
          signatures: [{ side: 'cargo', name: 'Грузова Анна', signedAt: SIGNED_AT }],
          mySignature: { signedAt: SIGNED_AT },
        }),
      }),
    });
    renderSection();
    const state = await screen.findByTestId('contract-state');
    expect(state.textContent).toBe('Вы подписали — ждём подпись другой стороны');
    const [mine, other] = screen.getAllByRole('listitem');
    expect(mine?.textContent).toBe(
      'Заказчик (грузовладелец) (вы): подписано 29.11.2026 14:05 МСК, Грузова Анна',
    );
    expect(other?.textContent).toBe('Перевозчик: не подписано');
    expect(screen.queryByRole('link', { name: 'Подписать договор' })).toBeNull();
  });

  it('signed by both: «Подписан сторонами» with both signatures', async () => {
    stubApi({
      '/api/deal/contract/get': () => ({
        body: makeContract({
          signatures: [
            { side: 'cargo', name: 'Грузова Анна', signedAt: SIGNED_AT },
            { side: 'carrier', name: 'Возов Пётр', signedAt: '2026-11-29T12:30:00.000Z' },
          ],
          mySignature: { signedAt: SIGNED_AT },
          signedByBoth: true,
        }),
      }),
    });
    renderSection();
    expect((await screen.findByTestId('contract-state')).textContent).toBe('Подписан сторонами');
    expect(screen.getAllByRole('listitem')[1]?.textContent).toBe(
      'Перевозчик: подписано 29.11.2026 15:30 МСК, Возов Пётр',
    );
  });

  it('lists the e-заказ-заявка’s missing fields', async () => {
    stubApi({
      '/api/deal/contract/get': () => ({
        body: makeContract({
          missingFields: [
            { field: 'unloadingDate', label: 'Дата выгрузки' },
            { field: 'driverPhone', label: 'Телефон водителя' },
          ],
        }),
      }),
    });
    renderSection();
    const missing = await screen.findByTestId('contract-missing');
    expect(missing.textContent).toContain(
      'Для электронной заявки не хватает: Дата выгрузки, Телефон водителя',
    );
    // Missing fields do not stop the signature.
    expect(screen.getByRole('link', { name: 'Подписать договор' })).toBeTruthy();
  });

  it('a refusal (the deal cancelled) is said, and there is no way to sign', async () => {
    stubApi({
      '/api/deal/contract/get': () => ({
        body: makeContract({
          signRefusal: 'Сделка отменена или объявление удалено — подписать договор-заявку нельзя',
        }),
      }),
    });
    renderSection();
    expect((await screen.findByTestId('contract-refusal')).textContent).toContain('Сделка отменена');
    expect(screen.queryByRole('link', { name: 'Подписать договор' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Скачать PDF' })).toBeTruthy();
  });

  it('reads the contract again when the other party signs', async () => {
    let signed = false;
    const calls = stubApi({
      '/api/deal/contract/get': () => ({
        body: signed
          ? makeContract({ signatures: [{ side: 'carrier', name: 'Возов Пётр', signedAt: SIGNED_AT }] })
          : makeContract(),
      }),
    });
    renderSection();
    await screen.findByTestId('contract-state');
    signed = true;
    emitEvent('dealContractSigned', { ...IDS, executorId: 'other', termsVersion: 1, signedByBoth: false });
    expect(calls).toHaveLength(1);
    emitEvent('dealContractSigned', { ...IDS, termsVersion: 1, signedByBoth: false });
    await waitFor(() =>
      expect(screen.getAllByRole('listitem')[1]?.textContent).toBe(
        'Перевозчик: подписано 29.11.2026 14:05 МСК, Возов Пётр',
      ),
    );
  });

  it('reads the new version when the deal’s terms or its vehicle change', async () => {
    let version = 1;
    stubApi({
      '/api/deal/contract/get': () => ({
        body: makeContract({ termsVersion: version, number: `A1B2C3D4-E5F6-${version}` }),
      }),
    });
    renderSection();
    await screen.findByText(/версия условий 1$/);
    version = 2;
    emitEvent('dealChanged', { ...IDS, changeId: 'ch1', state: 'applied' });
    await screen.findByText(/версия условий 2$/);
    version = 3;
    emitEvent('sendNotification', {
      notification: {
        _id: 'n1',
        type: 'order',
        code: 'dealVehicleChanged',
        isRead: false,
        createdAt: SIGNED_AT,
        info: { ...IDS, articleType: 'order', plate: 'В 456 ОР 99' },
      },
    });
    expect(await screen.findByText(/версия условий 3$/)).toBeTruthy();
  });

  it('shows nothing to someone who is not a party', async () => {
    stubApi({
      '/api/deal/contract/get': () => ({
        status: 404,
        body: { error: true, errors: [{ msg: 'Сделка не найдена' }] },
      }),
    });
    renderSection();
    await waitFor(() => expect(screen.queryByTestId('deal-contract-section')).toBeNull());
    expect(screen.queryByText('Договор-заявка')).toBeNull();
  });
});
