import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { TArticle } from '@fura/domain/article-schemas';
import { ArticlePage } from '../src/features/article-view/pages/ArticlePage';
import { makeSession } from './fixtures';
import { renderPage } from './inputs/render';
import { changed, makeArticle, stubApi } from './my-articles-fixtures';
import { makeQueryClient } from './render';
import { listingPartsLoaded } from './listing-parts';

vi.mock('../src/shared/socket/socket', async () => (await import('./socket-mock')).mockSocketModule());

const photos = [
  { file: '/files/articles/p1.webp', thumb: '/files/articles/p1-thumb.webp' },
  { file: '/files/articles/p2.webp', thumb: '/files/articles/p2-thumb.webp' },
];

function fullOrder(overrides: Partial<TArticle> = {}): TArticle {
  return makeArticle('a1', {
    lengthM: 2,
    widthM: 1.2,
    heightM: 1,
    places: 4,
    contractType: 2,
    comment: 'Хрупкое,\nгрузить аккуратно',
    cargoPhoto: photos,
    ...overrides,
  });
}

function renderArticle(session: ReturnType<typeof makeSession> | null, type: 'order' | 'offer' = 'order') {
  const client = makeQueryClient(session);
  return renderPage(
    <Routes>
      <Route path={`/${type}/:id`} element={<ArticlePage type={type} />} />
    </Routes>,
    { path: `/${type}/a1`, pattern: '/*', queryClient: client },
  );
}

describe('ArticlePage', () => {
  it('shows a guest the full published listing through getArticle, without actions or contacts', async () => {
    const article = fullOrder();
    const calls = stubApi({ '/api/article/getArticle': () => ({ body: { error: false, article } }) });
    renderArticle(null);

    const title = await screen.findByTestId('article-title');
    expect(title.textContent).toBe('Заказ Москва → Казань');
    expect(calls).toEqual([{ path: '/api/article/getArticle', body: { id: 'a1', type: 'order' } }]);
    await waitFor(() =>
      expect(document.title.replace(/\s/g, ' ')).toBe('Фура | Москва → Казань, 1,5 т, 45 000 ₽'),
    );

    const page = screen.getByTestId('article-page');
    expect(page.textContent).toContain('ул. Ленина, 1');
    expect(page.textContent).toContain('ул. Баумана, 5');
    expect(page.textContent).toContain('12.08.2030, 10:00–14:00');
    expect(page.textContent).toContain('Мебель, Коробки');
    expect(page.textContent).toContain('1,5 т');
    expect(page.textContent).toContain('2 × 1,2 × 1 м');
    expect(page.textContent).toContain('Задняя');
    expect(page.textContent).toContain('Безнал с НДС');
    expect(page.textContent).toContain('Договор: Юридическое лицо (ООО)');
    expect(screen.getByTestId('article-comment').textContent).toContain('грузить аккуратно');
    expect(screen.getByTestId('article-price').textContent?.replace(/\s/g, ' ')).toBe('45 000 ₽');

    const author = screen.getByTestId('article-author');
    expect(within(author).getByTestId('article-author-link').getAttribute('href')).toBe('/user/u1');
    expect(within(author).getByTestId('article-author-rating').textContent).toBe('4,5 · 3 отзыва');
    expect(within(author).getByText('Паспорт подтверждён')).toBeTruthy();
    expect(page.querySelector('a[href^="tel:"], a[href^="mailto:"]')).toBeNull();

    expect(screen.queryByTestId('article-owner-actions')).toBeNull();
    expect(screen.queryByTestId('article-edit')).toBeNull();
  });

  it('opens a photo in full size from its thumbnail', async () => {
    stubApi({ '/api/article/getArticle': () => ({ body: { error: false, article: fullOrder() } }) });
    renderArticle(null);
    const gallery = await screen.findByTestId('article-photos');
    const thumbs = within(gallery).getAllByTestId('article-photo');
    expect(thumbs).toHaveLength(2);
    fireEvent.click(thumbs[1] as HTMLElement);
    const full = await screen.findByTestId('article-photo-full');
    expect(full.getAttribute('src')).toBe('/files/articles/p2.webp');
    expect(screen.getByText('Фото 2 из 2')).toBeTruthy();
  });

  it('shows the author their unpublished listing through getUserArticle, with status actions and edit', async () => {
    const article = fullOrder({ status: 1, publishedAt: null });
    const published = changed(article, { status: 2 });
    const calls = stubApi({
      '/api/article/getUserArticle': () => ({ body: { error: false, article } }),
      '/api/article/publicArticle': () => ({ body: { error: false, article: published } }),
    });
    renderArticle(makeSession());
    await screen.findByTestId('article-title');
    await listingPartsLoaded();
    expect(calls[0]).toEqual({ path: '/api/article/getUserArticle', body: { id: 'a1', type: 'order' } });
    expect(screen.getByTestId('status-badge').textContent).toBe('Черновик');
    expect(screen.getByTestId('article-edit').getAttribute('href')).toBe('/edit-order/a1');

    fireEvent.click(screen.getByTestId('article-action-publish'));
    await waitFor(() => expect(screen.getByTestId('status-badge').textContent).toBe('Опубликовано'));
    expect(calls.at(-1)).toEqual({
      path: '/api/article/publicArticle',
      body: { articleId: 'a1', socketId: 'test-socket-id' },
    });
    expect(screen.getByTestId('article-action-draft').textContent).toBe('В черновик');
  });

  it('shows another logged-in user the listing without the author’s actions', async () => {
    const article = fullOrder({ author: { ...fullOrder().author, _id: 'someone-else' } });
    stubApi({ '/api/article/getUserArticle': () => ({ body: { error: false, article } }) });
    renderArticle(makeSession({}, { type: 'carrier' }));
    await screen.findByTestId('article-title');
    expect(screen.queryByTestId('article-owner-actions')).toBeNull();
  });

  it('shows an offer’s vehicle', async () => {
    const offer = makeArticle('a1', {
      type: 'offer',
      cargoTypes: [],
      weightKg: null,
      volumeM3: null,
      bodyTypes: [],
      car: {
        templateId: null,
        vehicleType: 'eurotruck',
        make: 'Volvo',
        model: 'FH',
        capacityTons: 20,
        volumeM3: 82,
        bodyType: 'refrigerator',
        loadingTypes: ['side', 'rear'],
        photo: { file: '/files/articles/car.webp', thumb: '/files/articles/car-thumb.webp' },
      },
    });
    stubApi({ '/api/article/getArticle': () => ({ body: { error: false, article: offer } }) });
    renderArticle(null, 'offer');
    const vehicle = await screen.findByTestId('article-vehicle');
    expect(screen.getByTestId('article-title').textContent).toBe('Предложение Москва → Казань');
    expect(vehicle.textContent).toContain('Volvo FH');
    expect(vehicle.textContent).toContain('20 т');
    expect(vehicle.textContent).toContain('82 м³');
    expect(vehicle.textContent).toContain('Рефрижератор');
    expect(vehicle.textContent).toContain('Боковая, Задняя');
    expect(within(vehicle).getByRole('img').getAttribute('src')).toBe('/files/articles/car.webp');
    expect(screen.queryByTestId('article-cargo')).toBeNull();
  });

  it('says the listing is not found or unpublished, with a link to search', async () => {
    stubApi({
      '/api/article/getArticle': () => ({
        status: 404,
        body: { error: true, errors: [{ msg: 'Объявление не найдено' }] },
      }),
    });
    renderArticle(null);
    expect(await screen.findByText('Объявление не найдено или снято с публикации')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Найти другие заказы' }).getAttribute('href')).toBe(
      '/search-order',
    );
  });
});
