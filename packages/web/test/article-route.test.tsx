import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { TPlace } from '@fura/domain/article-schemas';
import { ArticlePage } from '../src/features/article-view/pages/ArticlePage';
import { renderPage } from './inputs/render';
import { makeArticle, stubApi } from './my-articles-fixtures';
import { makeQueryClient } from './render';

vi.mock('../src/shared/socket/socket', async () => (await import('./socket-mock')).mockSocketModule());

/** A place as the address field stores a picked suggestion: the address is the suggestion's label. */
function picked(address: string, settlement: string, region: string): TPlace {
  return { address, settlement, region, lat: 53.2, lon: 50.1, placeId: null };
}

function count(text: string | null | undefined, part: string): number {
  return (text ?? '').split(part).length - 1;
}

async function showOrder(from: TPlace, to: TPlace) {
  const article = makeArticle('a1', { from, to });
  stubApi({ '/api/article/getArticle': () => ({ body: { error: false, article } }) });
  renderPage(
    <Routes>
      <Route path="/order/:id" element={<ArticlePage type="order" />} />
    </Routes>,
    { path: '/order/a1', pattern: '/*', queryClient: makeQueryClient(null) },
  );
  return screen.findByTestId('article-route');
}

describe('the route of a listing', () => {
  it('names a destination picked from the suggestions once, not again as its address', async () => {
    const route = await showOrder(
      picked('Казань, Республика Татарстан', 'Казань', 'Республика Татарстан'),
      picked('Самара, Самарская область', 'Самара', 'Самарская область'),
    );
    expect(count(route.textContent, 'Самара')).toBe(1);
    expect(count(route.textContent, 'Самарская область')).toBe(1);
    expect(count(route.textContent, 'Казань')).toBe(1);
    expect(count(route.textContent, 'Республика Татарстан')).toBe(1);
    // On the whole page: once in the heading «Заказ Казань → Самара», once in the route.
    expect(screen.getByTestId('article-title').textContent).toBe('Заказ Казань → Самара');
    expect(count(screen.getByTestId('article-page').textContent, 'Самара')).toBe(2);
  });

  it('adds only what the address says beyond the settlement and its region', async () => {
    const route = await showOrder(
      picked('г Нижний Новгород, ул. Рождественская, 2', 'Нижний Новгород', 'Нижегородская область'),
      picked('с Выселки, Ставропольский р-н, Самарская область', 'Выселки', 'Самарская область'),
    );
    expect(count(route.textContent, 'Выселки')).toBe(1);
    expect(count(route.textContent, 'Самарская область')).toBe(1);
    expect(count(route.textContent, 'Ставропольский р-н')).toBe(1);
    expect(count(route.textContent, 'Нижний Новгород')).toBe(1);
    expect(count(route.textContent, 'ул. Рождественская, 2')).toBe(1);
  });
});
