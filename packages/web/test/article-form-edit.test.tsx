// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ArticleEditPage } from '../src/features/article-form/pages/ArticleEditPage';
import { renderPage } from './inputs/render';
import {
  FakeXhr,
  addPhotos,
  installFakeXhr,
  photoFile,
  queryClientFor,
  savedArticle,
  stubApi,
} from './article-form-fixtures';

vi.mock('../src/shared/ui/inputs/AddressField', async () => ({
  AddressField: (await import('./article-form-fixtures')).FakeAddressField,
}));
vi.mock('../src/shared/socket/socket', async () => (await import('./socket-mock')).mockSocketModule());

vi.setConfig({ testTimeout: 30_000 });

function renderEdit(userId = 'u1') {
  return renderPage(<ArticleEditPage type="order" />, {
    path: '/edit-order/a1',
    pattern: '/edit-order/:id',
    queryClient: queryClientFor('cargo', userId),
  });
}

function answerWith(article: ReturnType<typeof savedArticle>) {
  return stubApi({ '/api/article/getUserArticle': { body: { error: false, article } } });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 21, 12, 0));
  installFakeXhr();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('ArticleEditPage', () => {
  it('prefills every field, keeps the old photos it still shows and sends only the new files', async () => {
    const fetchMock = answerWith(savedArticle('a1'));
    renderEdit();
    await screen.findByTestId('article-form');
    expect(JSON.parse(fetchMock.mock.calls[0]![1]!.body as string)).toEqual({ id: 'a1', type: 'order' });
    expect(screen.getByTestId('article-from')).toHaveProperty('value', 'Москва, ул. Ленина, 1');
    expect(screen.getByTestId('article-date').textContent).toBe('25.11.2026');
    expect(screen.getByTestId('article-weight')).toHaveProperty('value', '1500');
    expect(screen.getByTestId('article-volume')).toHaveProperty('value', '12,5');
    expect(screen.getByTestId('article-places')).toHaveProperty('value', '4');
    expect(screen.getByTestId('article-budget')).toHaveProperty('value', '45000');
    expect(screen.getByTestId('article-payment')).toHaveProperty('value', 'Безнал с НДС');
    expect(screen.getByTestId('article-contract')).toHaveProperty('value', 'Юридическое лицо (ООО)');
    expect(screen.getByTestId('article-comment')).toHaveProperty('value', 'Аккуратно, мебель');
    expect(screen.getByTestId('article-cargo-type-2').querySelector('input')?.checked).toBe(true);
    expect(screen.getAllByTestId('article-photo-item')).toHaveLength(2);

    fireEvent.click(screen.getAllByTestId('article-photo-remove')[0]!);
    addPhotos(photoFile('new.jpg', 'image/jpeg'));
    expect(screen.getAllByTestId('article-photo-item')).toHaveLength(2);
    fireEvent.change(screen.getByTestId('article-weight'), { target: { value: '1600' } });

    fireEvent.click(screen.getByTestId('article-save'));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const xhr = FakeXhr.sent[0]!;
    expect(xhr.url).toBe('/api/article/updateArticle');
    expect(xhr.body?.get('editingId')).toBe('a1');
    expect(xhr.body?.get('socketId')).toBe('test-socket-id');
    expect(xhr.article()).toMatchObject({
      cargoPhoto: [{ file: '/files/articles/p2.webp' }],
      weightKg: 1600,
      budgetKopecks: 4_500_000,
      loadingTimeFrom: '09:00',
      loadingTimeTo: '12:30',
    });
    expect((xhr.body?.get('cargoPhoto0') as File).name).toBe('new.jpg');
    expect(xhr.body?.get('cargoPhoto1')).toBeNull();

    act(() => xhr.respond(200, { error: false, article: savedArticle('a1', { weightKg: 1600 }) }));
    expect(await screen.findByText('Изменения сохранены')).toBeTruthy();
    expect((await screen.findByTestId('location')).textContent).toBe('/order/a1');
  });

  it('keeps the photos as they were when none is touched', async () => {
    answerWith(savedArticle('a1'));
    renderEdit();
    await screen.findByTestId('article-form');
    fireEvent.click(screen.getByTestId('article-save'));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(FakeXhr.sent[0]!.article().cargoPhoto).toEqual([
      { file: '/files/articles/p1.webp' },
      { file: '/files/articles/p2.webp' },
    ]);
    expect(FakeXhr.sent[0]!.body?.get('cargoPhoto0')).toBeNull();
  });

  it('shows a clear message instead of the form to someone who is not the author', async () => {
    answerWith(savedArticle('a1'));
    renderEdit('someone-else');
    expect((await screen.findByTestId('article-edit-refused')).textContent).toContain(
      'Изменить объявление может только его автор',
    );
    expect(screen.queryByTestId('article-form')).toBeNull();
  });

  it('refuses a listing in work or completed', async () => {
    answerWith(savedArticle('a1', { status: 3 }));
    renderEdit();
    expect((await screen.findByTestId('article-edit-refused')).textContent).toContain(
      'Объявление в работе или завершено — его уже нельзя изменить',
    );
    expect(screen.queryByTestId('article-form')).toBeNull();
  });

  it('says the listing is not found on a 404', async () => {
    stubApi({});
    renderEdit();
    expect((await screen.findByTestId('article-edit-refused')).textContent).toContain(
      'Объявление не найдено',
    );
  });
});
