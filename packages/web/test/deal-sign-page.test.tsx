import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CONTRACT_MESSAGES } from '@fura/domain/deal-contract';
import { DealSignPage } from '../src/features/deal/pages/DealSignPage';
import { emitEvent } from './deal-socket';
import { IDS, makeContract, renderDealRoutes, SIGN_PATH, SIGNED_AT } from './deal-contract-fixtures';
import { stubApi } from './my-articles-fixtures';

vi.mock('../src/shared/socket/socket', async () => (await import('./deal-socket')).dealSocketModule());

afterEach(() => vi.unstubAllGlobals());

/** Issue 29: /deal/:articleId/:executorId/sign «Подписание договора-заявки». */

function renderPage() {
  return renderDealRoutes(SIGN_PATH, { sign: <DealSignPage /> });
}

const consent = () =>
  screen.getByRole('checkbox', {
    name: 'Я подписываю договор-заявку простой электронной подписью на условиях сайта',
  });

describe('DealSignPage', () => {
  it('shows the contract’s facts and terms as text, the consent with the terms link, «Подписать»', async () => {
    stubApi({ '/api/deal/contract/get': () => ({ body: makeContract() }) });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Подписание договора-заявки' })).toBeTruthy();
    expect((await screen.findByTestId('contract-title')).textContent).toBe(
      'Договор-заявка на перевозку груза № A1B2C3D4-E5F6-1 от 29.11.2026',
    );
    const facts = screen.getByTestId('contract-facts');
    expect(
      within(facts).getByRole('heading', { level: 3, name: '5. Транспортное средство и водитель' }),
    ).toBeTruthy();
    const terms = [...facts.querySelectorAll('dt')].map((term) => term.textContent);
    expect(terms).toContain('Госномер');
    expect(within(facts).getByText('А 123 ВС 77')).toBeTruthy();
    expect(within(facts).getByText('35 000 ₽')).toBeTruthy();
    expect(
      within(facts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Перевозчик подаёт исправное транспортное средство.', 'Заказчик передаёт груз.']);
    expect(consent()).toBeTruthy();
    const termsLink = screen.getByRole('link', { name: 'Условия использования сайта' });
    expect(termsLink.getAttribute('href')).toBe('/page/terms');
    expect(screen.getByRole('button', { name: 'Подписать' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'К сделке' }).getAttribute('href')).toBe('/deal/a1/c1');
  });

  it('without the consent: the error tied to the checkbox, nothing sent', async () => {
    const calls = stubApi({ '/api/deal/contract/get': () => ({ body: makeContract() }) });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Подписать' }));
    const box = consent();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (box.getAttribute('aria-describedby') ?? '').split(' ');
    const error = screen.getByText('Отметьте согласие, чтобы подписать');
    expect(describedBy).toContain(error.id);
    expect(document.activeElement).toBe(box);
    expect(calls.map((call) => call.path)).toEqual(['/api/deal/contract/get']);
  });

  it('signs the version and content read, announces it and goes back to the deal', async () => {
    const calls = stubApi({
      '/api/deal/contract/get': () => ({ body: makeContract() }),
      '/api/deal/contract/sign': () => ({
        body: makeContract({
          signatures: [{ side: 'cargo', name: 'Грузова Анна', signedAt: SIGNED_AT }],
          mySignature: { signedAt: SIGNED_AT },
        }),
      }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Подписать' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Сделка' })).toBeTruthy();
    expect(calls[1]).toEqual({
      path: '/api/deal/contract/sign',
      body: { ...IDS, termsVersion: 1, hash: 'ab'.repeat(32), socketId: 'test-socket-id' },
    });
    await waitFor(() =>
      expect(screen.getByTestId('live-announcer').textContent).toBe('Договор-заявка подписан'),
    );
  });

  it('409: the refusal shown in the form, the new version read again, the consent asked again', async () => {
    let version = 1;
    const calls = stubApi({
      '/api/deal/contract/get': () => ({
        body: makeContract({ termsVersion: version, number: `A1B2C3D4-E5F6-${version}` }),
      }),
      '/api/deal/contract/sign': () => {
        version = 2;
        return {
          status: 409,
          body: { error: true, errors: [{ msg: CONTRACT_MESSAGES.staleVersion, param: 'termsVersion' }] },
        };
      },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Подписать' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Условия сделки изменились — откройте договор заново');
    expect(screen.getByTestId('sign-form').getAttribute('aria-describedby')).toBe(alert.id);
    await waitFor(() => expect(screen.getByText('версия условий 2')).toBeTruthy());
    expect((consent() as HTMLInputElement).checked).toBe(false);
    expect(calls.map((call) => call.path)).toEqual([
      '/api/deal/contract/get',
      '/api/deal/contract/sign',
      '/api/deal/contract/get',
    ]);
    // Still on the sign screen.
    expect(screen.getByRole('heading', { level: 1, name: 'Подписание договора-заявки' })).toBeTruthy();
  });

  it('terms changed while reading: the new version shown, the consent unchecked', async () => {
    let version = 1;
    stubApi({
      '/api/deal/contract/get': () => ({
        body: makeContract({ termsVersion: version, hash: String(version).repeat(64) }),
      }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('checkbox'));
    expect((consent() as HTMLInputElement).checked).toBe(true);
    version = 2;
    emitEvent('dealChanged', { ...IDS, changeId: 'ch1', state: 'applied' });
    await screen.findByText('версия условий 2');
    expect((consent() as HTMLInputElement).checked).toBe(false);
  });

  it('already signed by me: the time, no form', async () => {
    stubApi({
      '/api/deal/contract/get': () => ({
        body: makeContract({
          signatures: [{ side: 'cargo', name: 'Грузова Анна', signedAt: SIGNED_AT }],
          mySignature: { signedAt: SIGNED_AT },
        }),
      }),
    });
    renderPage();
    expect((await screen.findByTestId('sign-done')).textContent).toBe(
      'Вы подписали эту версию договора: 29.11.2026 14:05 МСК',
    );
    expect(screen.queryByRole('button', { name: 'Подписать' })).toBeNull();
    expect(screen.getByTestId('contract-state').textContent).toBe(
      'Вы подписали — ждём подпись другой стороны',
    );
  });

  it('signed by both: «Подписан сторонами»', async () => {
    stubApi({
      '/api/deal/contract/get': () => ({
        body: makeContract({
          signatures: [
            { side: 'cargo', name: 'Грузова Анна', signedAt: SIGNED_AT },
            { side: 'carrier', name: 'Возов Пётр', signedAt: SIGNED_AT },
          ],
          mySignature: { signedAt: SIGNED_AT },
          signedByBoth: true,
        }),
      }),
    });
    renderPage();
    expect((await screen.findByTestId('contract-state')).textContent).toBe('Подписан сторонами');
  });

  it('lists the missing fields before the signature', async () => {
    stubApi({
      '/api/deal/contract/get': () => ({
        body: makeContract({ missingFields: [{ field: 'consigneeName', label: 'Грузополучатель' }] }),
      }),
    });
    renderPage();
    expect((await screen.findByTestId('contract-missing')).textContent).toContain(
      'Для электронной заявки не хватает: Грузополучатель',
    );
    expect(screen.getByRole('button', { name: 'Подписать' })).toBeTruthy();
  });

  it('a refusal instead of the form', async () => {
    stubApi({
      '/api/deal/contract/get': () => ({ body: makeContract({ signRefusal: CONTRACT_MESSAGES.dealClosed }) }),
    });
    renderPage();
    expect((await screen.findByTestId('sign-refusal')).textContent).toBe(CONTRACT_MESSAGES.dealClosed);
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('not a party: «Сделка не найдена» under the page’s heading', async () => {
    stubApi({
      '/api/deal/contract/get': () => ({
        status: 404,
        body: { error: true, errors: [{ msg: 'Сделка не найдена' }] },
      }),
    });
    renderPage();
    expect(await screen.findByTestId('sign-not-found')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Подписание договора-заявки' })).toBeTruthy();
  });
});
