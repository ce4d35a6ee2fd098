// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ArticleCreatePage } from '../src/features/article-form/pages/ArticleCreatePage';
import { renderPage } from './inputs/render';
import {
  FakeXhr,
  installFakeXhr,
  pickDate,
  pickOption,
  queryClientFor,
  stubApi,
  typeInto,
} from './article-form-fixtures';

vi.mock('../src/shared/ui/inputs/AddressField', async () => ({
  AddressField: (await import('./article-form-fixtures')).FakeAddressField,
}));
vi.mock('../src/shared/socket/socket', async () => (await import('./socket-mock')).mockSocketModule());

vi.setConfig({ testTimeout: 30_000 });

const GAZELLE_MESSAGE =
  'Газель перевозит до 1,5 т: укажите грузоподъёмность не больше 1,5 т или выберите другой тип';

/** The message shown under the input (Mantine links it with aria-describedby). */
function fieldError(testId: string): string | null {
  const input = screen.getByTestId(testId);
  if (input.getAttribute('aria-invalid') !== 'true') return null;
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 21, 12, 0));
  installFakeXhr();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('ArticleCreatePage (offer): the vehicle’s capacity', () => {
  it('shows the Газель’s limit on the capacity field and sends nothing; another type clears it', async () => {
    stubApi({ '/api/vehicle-template/list': { body: { error: false, templates: [] } } });
    renderPage(<ArticleCreatePage type="offer" />, {
      path: '/offer-create',
      queryClient: queryClientFor('carrier'),
    });
    expect(await screen.findByText('Создайте шаблон')).toBeTruthy();
    typeInto('article-from', 'Москва');
    typeInto('article-to', 'Казань');
    pickDate('25 ноября 2026');
    pickOption('article-payment', 'Наличные');
    pickOption('article-car-type', 'Газель (до 1,5 т)');
    pickOption('article-car-body', 'Тент');
    typeInto('article-car-capacity', '2');

    fireEvent.click(screen.getByTestId('article-publish'));
    await waitFor(() => expect(fieldError('article-car-capacity')).toContain(GAZELLE_MESSAGE));
    expect(FakeXhr.sent).toHaveLength(0);

    // A type that carries 2 t takes the message away at once, without another submit.
    pickOption('article-car-type', 'Грузовик до 5 т');
    await waitFor(() => expect(fieldError('article-car-capacity')).toBeNull());
    fireEvent.click(screen.getByTestId('article-publish'));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(FakeXhr.sent[0]!.article()).toMatchObject({ car: { vehicleType: 'truck5', capacityTons: 2 } });
  });
});
