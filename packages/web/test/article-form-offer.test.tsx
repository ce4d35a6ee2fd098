// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ArticleCreatePage } from '../src/features/article-form/pages/ArticleCreatePage';
import { renderPage } from './inputs/render';
import {
  FakeXhr,
  TEMPLATE,
  installFakeXhr,
  photoFile,
  pickDate,
  pickOption,
  queryClientFor,
  savedArticle,
  stubApi,
  typeInto,
} from './article-form-fixtures';

vi.mock('../src/shared/ui/inputs/AddressField', async () => ({
  AddressField: (await import('./article-form-fixtures')).FakeAddressField,
}));
vi.mock('../src/shared/socket/socket', async () => (await import('./socket-mock')).mockSocketModule());

vi.setConfig({ testTimeout: 30_000 });

function renderOffer() {
  return renderPage(<ArticleCreatePage type="offer" />, {
    path: '/offer-create',
    queryClient: queryClientFor('carrier'),
  });
}

function fillCommon() {
  typeInto('article-from', 'Москва');
  typeInto('article-to', 'Казань');
  pickDate('25 ноября 2026');
  pickOption('article-payment', 'Наличные');
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 21, 12, 0));
  installFakeXhr();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('ArticleCreatePage (offer)', () => {
  it('fills the vehicle from a template and sends it with car.templateId', async () => {
    stubApi({ '/api/vehicle-template/list': { body: { error: false, templates: [TEMPLATE] } } });
    renderOffer();
    expect(screen.queryByTestId('article-cargo-type-1')).toBeNull();
    fillCommon();
    await waitFor(() => expect(screen.getByTestId('article-template')).toHaveProperty('disabled', false));
    pickOption('article-template', 'Еврофура белая');

    expect(screen.getByTestId('article-car-type')).toHaveProperty('value', 'Еврофура (20 т, 82–92 м³)');
    expect(screen.getByTestId('article-car-make')).toHaveProperty('value', 'Volvo');
    expect(screen.getByTestId('article-car-model')).toHaveProperty('value', 'FH');
    expect(screen.getByTestId('article-car-capacity')).toHaveProperty('value', '20');
    expect(screen.getByTestId('article-car-volume')).toHaveProperty('value', '82');
    expect(screen.getByTestId('article-car-body')).toHaveProperty('value', 'Тент');
    expect(screen.getByTestId('article-car-photo').getAttribute('data-kind')).toBe('template');
    typeInto('article-budget', '30000');

    fireEvent.click(screen.getByTestId('article-publish'));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const xhr = FakeXhr.sent[0]!;
    expect(xhr.article()).toMatchObject({
      cargoTypes: [],
      weightKg: 20_000,
      volumeM3: 82,
      bodyTypes: ['tent'],
      loadingTypes: ['side', 'rear'],
      budgetKopecks: 3_000_000,
      paymentMethod: 'cash',
      car: {
        templateId: 't1',
        vehicleType: 'eurotruck',
        make: 'Volvo',
        model: 'FH',
        capacityTons: 20,
        volumeM3: 82,
        bodyType: 'tent',
        loadingTypes: ['side', 'rear'],
        // The server copies the template's photo itself.
        photo: null,
      },
      publish: true,
    });
    expect(xhr.body?.get('carPhoto')).toBeNull();
    act(() => xhr.respond(200, { error: false, article: savedArticle('o7', { type: 'offer' }) }));
    expect(await screen.findByText('Предложение опубликовано')).toBeTruthy();
    expect((await screen.findByTestId('location')).textContent).toBe('/offer/o7');
  });

  it('sends a vehicle entered by hand with its photo; changing a template field drops the template', async () => {
    stubApi({ '/api/vehicle-template/list': { body: { error: false, templates: [TEMPLATE] } } });
    renderOffer();
    fillCommon();
    await waitFor(() => expect(screen.getByTestId('article-template')).toHaveProperty('disabled', false));
    pickOption('article-template', 'Еврофура белая');
    typeInto('article-car-capacity', '18,5');
    expect(screen.getByTestId('article-template')).toHaveProperty('value', '');
    fireEvent.change(screen.getByTestId('article-car-photo-input'), {
      target: { files: [photoFile('truck.webp', 'image/webp')] },
    });
    expect(screen.getByTestId('article-car-photo').getAttribute('data-kind')).toBe('new');

    fireEvent.click(screen.getByTestId('article-save-draft'));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const xhr = FakeXhr.sent[0]!;
    expect(xhr.article()).toMatchObject({
      weightKg: 18_500,
      car: { templateId: null, vehicleType: 'eurotruck', capacityTons: 18.5 },
      publish: false,
    });
    expect((xhr.body?.get('carPhoto') as File).name).toBe('truck.webp');
  });

  it('asks for the vehicle when there is no template and none is entered', async () => {
    stubApi({ '/api/vehicle-template/list': { body: { error: false, templates: [] } } });
    renderOffer();
    expect(await screen.findByText('Создайте шаблон')).toBeTruthy();
    fillCommon();
    fireEvent.click(screen.getByTestId('article-publish'));
    expect(await screen.findByText('Выберите тип транспорта')).toBeTruthy();
    expect(screen.getByText('Укажите грузоподъёмность в тоннах')).toBeTruthy();
    expect(screen.getByText('Выберите тип кузова')).toBeTruthy();
    expect(FakeXhr.sent).toHaveLength(0);
  });
});
