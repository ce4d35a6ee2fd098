import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { NOW, listAnswer, makeGeoItem, renderGeoDetect } from './geo-fixtures';
import { stubApi } from './my-articles-fixtures';

vi.mock('../src/shared/socket/socket', async () => (await import('./socket-mock')).mockSocketModule());
vi.mock('../src/features/geo-detect/components/GeoMap', () => ({
  default: () => <div data-testid="map-stub" />,
}));

beforeEach(() => vi.spyOn(Date, 'now').mockReturnValue(NOW));
afterEach(() => vi.restoreAllMocks());

const EXPIRES = '2026-05-19T07:30:00.000Z';
const created = {
  error: false,
  token: 'tok123',
  url: 'http://localhost/track/tok123',
  createdAt: new Date(NOW).toISOString(),
  expiresAt: EXPIRES,
};
/** «dd.MM HH:mm» in the test's time zone. */
const shortExpiry = () => {
  const date = new Date(EXPIRES);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(date.getDate())}.${two(date.getMonth() + 1)} ${two(date.getHours())}:${two(date.getMinutes())}`;
};

async function firstItem(): Promise<HTMLElement> {
  return (await screen.findAllByTestId('geo-item'))[0] as HTMLElement;
}

describe('/geo-detect: «Запросить геолокацию»', () => {
  it('asks the carrier and says so; a repeat within 5 minutes shows the server’s 429 message as an error', async () => {
    let answered = 0;
    const calls = stubApi({
      '/api/geo/list': () => listAnswer([makeGeoItem('a1')]),
      '/api/geo/requestLocation': () =>
        answered++ === 0
          ? { body: { error: false } }
          : {
              status: 429,
              body: { error: true, errors: [{ msg: 'Запрос уже отправлен, повторить можно через 5 минут' }] },
            },
    });
    renderGeoDetect();
    const button = within(await firstItem()).getByRole('button', { name: 'Запросить геолокацию' });
    fireEvent.click(button);
    expect(await screen.findByText('Запрос отправлен перевозчику')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/geo/requestLocation')?.body).toEqual({
      articleId: 'a1',
      socketId: 'test-socket-id',
    });
    fireEvent.click(button);
    expect(await screen.findByText('Запрос уже отправлен, повторить можно через 5 минут')).toBeTruthy();
  });
});

describe('/geo-detect: the consignee’s tracking link', () => {
  it('creates a link, shows it once with «Скопировать» and what it does, then shows its end date', async () => {
    const calls = stubApi({
      '/api/geo/list': () => listAnswer([makeGeoItem('a1')]),
      '/api/geo/link/create': () => ({ body: created }),
    });
    renderGeoDetect();
    fireEvent.click(within(await firstItem()).getByRole('button', { name: 'Ссылка для получателя' }));

    const modal = await screen.findByTestId('tracking-link-created');
    expect(calls.find((call) => call.path === '/api/geo/link/create')?.body).toEqual({ articleId: 'a1' });
    expect(within(modal).getByLabelText<HTMLInputElement>('Ссылка на карту с грузом').value).toBe(
      created.url,
    );
    expect(within(modal).getByRole('button', { name: 'Скопировать' })).toBeTruthy();
    expect(modal.textContent).toContain('только один раз');
    expect(modal.textContent).toContain('7 дней или до доставки груза');
    expect(modal.textContent).toContain('отозвать');

    fireEvent.click(within(modal).getByRole('button', { name: 'Готово' }));
    await waitFor(() => expect(screen.queryByTestId('tracking-link-created')).toBeNull());
    expect(screen.queryByText(created.url)).toBeNull();
    expect(screen.getByTestId('tracking-link-active').textContent).toBe(
      `Ссылка действует до ${shortExpiry()}`,
    );
  });

  it('revokes an active link after a confirmation', async () => {
    const calls = stubApi({
      '/api/geo/list': () =>
        listAnswer([
          makeGeoItem('a1', { trackingLink: { createdAt: new Date(NOW).toISOString(), expiresAt: EXPIRES } }),
        ]),
      '/api/geo/link/revoke': () => ({ body: { error: false } }),
    });
    renderGeoDetect();
    const item = await firstItem();
    expect(within(item).getByTestId('tracking-link-active').textContent).toBe(
      `Ссылка действует до ${shortExpiry()}`,
    );
    fireEvent.click(within(item).getByRole('button', { name: 'Отозвать ссылку' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отозвать ссылку?' });
    expect(calls.some((call) => call.path === '/api/geo/link/revoke')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отозвать' }));
    expect(await screen.findByText('Ссылка отозвана')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/geo/link/revoke')?.body).toEqual({ articleId: 'a1' });
    await waitFor(() =>
      expect(within(item).getByRole('button', { name: 'Ссылка для получателя' })).toBeTruthy(),
    );
    expect(within(item).queryByTestId('tracking-link-active')).toBeNull();
  });

  it('warns that a new link stops the old one before creating it', async () => {
    const calls = stubApi({
      '/api/geo/list': () =>
        listAnswer([
          makeGeoItem('a1', { trackingLink: { createdAt: new Date(NOW).toISOString(), expiresAt: EXPIRES } }),
        ]),
      '/api/geo/link/create': () => ({ body: created }),
    });
    renderGeoDetect();
    fireEvent.click(within(await firstItem()).getByRole('button', { name: 'Новая ссылка' }));
    const dialog = await screen.findByRole('dialog', { name: 'Создать новую ссылку?' });
    expect(dialog.textContent).toContain('Старая ссылка перестанет работать');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.path === '/api/geo/link/create')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Новая ссылка' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Создать новую' }));
    expect(await screen.findByTestId('tracking-link-created')).toBeTruthy();
  });
});
