// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ArticleCreatePage } from '../src/features/article-form/pages/ArticleCreatePage';
import { renderPage } from './inputs/render';
import {
  FakeXhr,
  addPhotos,
  installFakeXhr,
  photoFile,
  pickDate,
  pickOption,
  queryClientFor,
  savedArticle,
  stubApi,
  toggleChip,
  typeInto,
} from './article-form-fixtures';

vi.mock('../src/shared/ui/inputs/AddressField', async () => ({
  AddressField: (await import('./article-form-fixtures')).FakeAddressField,
}));
vi.mock('../src/shared/socket/socket', async () => (await import('./socket-mock')).mockSocketModule());

vi.setConfig({ testTimeout: 30_000 });

function renderCreate() {
  return renderPage(<ArticleCreatePage type="order" />, {
    path: '/order-create',
    queryClient: queryClientFor('cargo'),
  });
}

/** Route, date, payment: what every listing needs. */
function fillCommon() {
  typeInto('article-from', 'Москва');
  typeInto('article-to', 'Казань');
  pickDate('25 ноября 2026');
  pickOption('article-payment', 'Безнал с НДС');
}

const REQUIRED = [
  'Укажите, откуда везти',
  'Укажите, куда везти',
  'Укажите дату погрузки',
  'Выберите тип груза',
  'Укажите вес груза в килограммах',
  'Выберите способ оплаты',
];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 21, 12, 0));
  installFakeXhr();
  stubApi({});
});

afterEach(() => {
  vi.useRealTimers();
});

describe('ArticleCreatePage (order)', () => {
  it('names every missing required field in Russian and sends nothing', async () => {
    renderCreate();
    fireEvent.click(screen.getByTestId('article-publish'));
    for (const message of REQUIRED) expect(await screen.findByText(message)).toBeTruthy();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('refuses an order without cargo type and weight before sending', async () => {
    renderCreate();
    fillCommon();
    fireEvent.click(screen.getByTestId('article-publish'));
    expect(await screen.findByText('Выберите тип груза')).toBeTruthy();
    expect(screen.getByText('Укажите вес груза в килограммах')).toBeTruthy();
    expect(screen.queryByText('Укажите, откуда везти')).toBeNull();
    expect(screen.queryByText('Выберите способ оплаты')).toBeNull();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('publishes: multipart with socketId, the article JSON in kopecks and the photos, progress, toast, listing page', async () => {
    renderCreate();
    fillCommon();
    fireEvent.change(screen.getAllByLabelText('Часы')[0]!, { target: { value: '09' } });
    fireEvent.change(screen.getAllByLabelText('Минуты')[0]!, { target: { value: '30' } });
    fireEvent.change(screen.getAllByLabelText('Часы')[1]!, { target: { value: '14' } });
    fireEvent.change(screen.getAllByLabelText('Минуты')[1]!, { target: { value: '00' } });
    toggleChip('article-cargo-type-2');
    toggleChip('article-cargo-type-1');
    typeInto('article-weight', '1 500 кг');
    typeInto('article-volume', '12.5');
    typeInto('article-length', '4,2');
    typeInto('article-places', '4');
    toggleChip('article-body-tent');
    toggleChip('article-loading-rear');
    typeInto('article-budget', '45000');
    pickOption('article-contract', 'Индивидуальный предприниматель');
    typeInto('article-comment', 'Мебель в упаковке');
    addPhotos(photoFile('sofa.jpg', 'image/jpeg'), photoFile('table.png', 'image/png'));
    expect(screen.getAllByTestId('article-photo-item')).toHaveLength(2);

    fireEvent.click(screen.getByTestId('article-publish'));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const xhr = FakeXhr.sent[0]!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/article/createArticle');
    expect(xhr.body?.get('socketId')).toBe('test-socket-id');
    expect(xhr.article()).toMatchObject({
      from: { settlement: 'Москва', lat: 55.75 },
      to: { settlement: 'Казань' },
      loadingDate: '2026-11-25',
      loadingTimeFrom: '09:30',
      loadingTimeTo: '14:00',
      cargoTypes: [1, 2],
      weightKg: 1500,
      volumeM3: 12.5,
      lengthM: 4.2,
      widthM: null,
      places: 4,
      bodyTypes: ['tent'],
      loadingTypes: ['rear'],
      budgetKopecks: 4_500_000,
      paymentMethod: 'cashlessVat',
      contractType: 3,
      comment: 'Мебель в упаковке',
      cargoPhoto: [],
      car: null,
      publish: true,
    });
    expect((xhr.body?.get('cargoPhoto0') as File).name).toBe('sofa.jpg');
    expect((xhr.body?.get('cargoPhoto1') as File).name).toBe('table.png');
    expect(xhr.body?.get('carPhoto')).toBeNull();

    act(() => xhr.progress(50, 100));
    expect(screen.getByTestId('article-upload-progress').textContent).toContain('50 %');
    act(() => xhr.respond(200, { error: false, article: savedArticle('a42') }));
    expect(await screen.findByText('Заказ опубликован')).toBeTruthy();
    expect((await screen.findByTestId('location')).textContent).toBe('/order/a42');
  });

  it('«Сохранить черновик» sends publish: false and says «Черновик сохранён»; an empty budget is «Договорная» (null)', async () => {
    renderCreate();
    fillCommon();
    toggleChip('article-cargo-type-6');
    typeInto('article-weight', '300');
    expect(screen.getByText('Пусто — цена договорная')).toBeTruthy();
    fireEvent.click(screen.getByTestId('article-save-draft'));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(FakeXhr.sent[0]!.article()).toMatchObject({ publish: false, budgetKopecks: null, weightKg: 300 });
    act(() => FakeXhr.sent[0]!.respond(200, { error: false, article: savedArticle('a43', { status: 1 }) }));
    expect(await screen.findByText('Черновик сохранён')).toBeTruthy();
    expect((await screen.findByTestId('location')).textContent).toBe('/order/a43');
  });

  it('puts a server 400 on article.loadingDate under the date and keeps what was typed', async () => {
    renderCreate();
    fillCommon();
    toggleChip('article-cargo-type-1');
    typeInto('article-weight', '700');
    fireEvent.click(screen.getByTestId('article-publish'));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    act(() =>
      FakeXhr.sent[0]!.respond(400, {
        error: true,
        errors: [{ msg: 'Дата погрузки уже прошла', param: 'article.loadingDate' }],
      }),
    );
    const message = await screen.findByText('Дата погрузки уже прошла');
    const dateWrapper = screen.getByTestId('article-date').closest('.mantine-InputWrapper-root');
    expect(dateWrapper?.contains(message)).toBe(true);
    expect(screen.queryByTestId('location')).toBeNull();
    expect(screen.getByTestId('article-weight')).toHaveProperty('value', '700');
    expect(screen.getByTestId('article-from')).toHaveProperty('value', 'Москва');
    expect(screen.getByTestId('article-date').textContent).toBe('25.11.2026');
  });

  it('shows a 415 about a photo next to the photos, keeping them', async () => {
    renderCreate();
    fillCommon();
    toggleChip('article-cargo-type-1');
    typeInto('article-weight', '700');
    addPhotos(photoFile('page.jpg', 'image/jpeg'));
    fireEvent.click(screen.getByTestId('article-publish'));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    act(() =>
      FakeXhr.sent[0]!.respond(415, {
        error: true,
        errors: [{ msg: 'Загрузите фотографию в формате JPEG, PNG, WebP или HEIC' }],
      }),
    );
    expect((await screen.findByTestId('article-photos-error')).textContent).toBe(
      'Загрузите фотографию в формате JPEG, PNG, WebP или HEIC',
    );
    expect(screen.getAllByTestId('article-photo-item')).toHaveLength(1);
    expect(screen.queryByTestId('article-form-error')).toBeNull();
  });

  it('checks photos on the client: type, size, at most 9; «×» removes one', () => {
    renderCreate();
    addPhotos(photoFile('anim.gif', 'image/gif'));
    expect(screen.getByTestId('article-photos-error').textContent).toBe(
      'Загрузите фотографию в формате JPEG, PNG, WebP или HEIC',
    );
    addPhotos(photoFile('huge.jpg', 'image/jpeg', 10 * 1024 * 1024 + 1));
    expect(screen.getByTestId('article-photos-error').textContent).toBe(
      'Фотография слишком большая: не более 10 МБ',
    );
    expect(screen.queryAllByTestId('article-photo-item')).toHaveLength(0);
    const ten = Array.from({ length: 10 }, (_, index) => photoFile(`p${index}.heic`, ''));
    addPhotos(...ten);
    expect(screen.getAllByTestId('article-photo-item')).toHaveLength(9);
    expect(screen.getByTestId('article-photos-error').textContent).toBe(
      'Можно приложить не больше 9 фотографий',
    );
    expect(screen.getByRole('button', { name: 'Добавить фотографии' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getAllByTestId('article-photo-remove')[0]!);
    expect(screen.getAllByTestId('article-photo-item')).toHaveLength(8);
    expect(screen.queryByTestId('article-photos-error')).toBeNull();
  });

  it('blocks paste into the comment and counts characters up to 2000', () => {
    renderCreate();
    const comment = screen.getByTestId('article-comment');
    const paste = new Event('paste', { bubbles: true, cancelable: true });
    comment.dispatchEvent(paste);
    expect(paste.defaultPrevented).toBe(true);
    typeInto('article-comment', 'Груз хрупкий');
    expect(screen.getByText('12 / 2000')).toBeTruthy();
    expect(comment).toHaveProperty('maxLength', 2000);
  });

  it('keeps the time fields disabled until a date is picked', () => {
    renderCreate();
    const hours = () => screen.getAllByLabelText('Часы');
    expect(hours()[0]).toHaveProperty('disabled', true);
    expect(hours()[1]).toHaveProperty('disabled', true);
    expect(
      within(screen.getByTestId('article-form')).getAllByText(
        (_, element) => element?.textContent === 'Сначала введите дату ',
      ).length,
    ).toBeGreaterThan(0);
    pickDate('25 ноября 2026');
    expect(hours()[0]).toHaveProperty('disabled', false);
    expect(hours()[1]).toHaveProperty('disabled', false);
  });
});
