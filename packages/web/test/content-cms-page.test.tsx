import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CmsPage } from '../src/features/content/pages/CmsPage';
import { makePage, notFound, serverDown, stubContentApi } from './content-fixtures';
import { renderPage } from './inputs/render';
import { makeQueryClient } from './render';

const WAIT = { timeout: 5000 };

function renderCms(slug: string) {
  return renderPage(<CmsPage />, {
    path: `/page/${slug}`,
    pattern: '/page/:slug',
    queryClient: makeQueryClient(null),
  });
}

describe('/page/:slug', { timeout: 20_000 }, () => {
  it('shows the title, the Markdown body and «Обновлено dd.MM.yyyy», and names the tab after the page', async () => {
    const calls = stubContentApi({ '/api/content/page/about': () => ({ body: { page: makePage() } }) });
    renderCms('about');
    expect(screen.getByTestId('cms-page-loading')).toBeTruthy();

    const title = await screen.findByRole('heading', { level: 1, name: 'О компании' }, WAIT);
    expect(title).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Кто мы' }, WAIT)).toBeTruthy();
    expect(screen.getByTestId('cms-page-updated').textContent).toBe('Обновлено 05.03.2026');
    expect(screen.getByRole('link', { name: 'Тарифы' }).getAttribute('href')).toBe('/tariffs');
    expect(calls).toEqual([{ path: '/api/content/page/about', method: 'GET' }]);
    await waitFor(() => expect(document.title).toBe('Фура | О компании'));
  });

  it('an unknown slug shows the not-found page', async () => {
    stubContentApi({ '/api/content/page/nope': () => notFound('Страница не найдена') });
    renderCms('nope');
    const page = await screen.findByTestId('not-found', {}, WAIT);
    expect(page.textContent).toContain('Страница не найдена');
    expect(screen.queryByTestId('cms-page')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Фура | Страница не найдена'));
  });

  it('a failed load says so and loads again on «Повторить»', async () => {
    let fail = true;
    stubContentApi({
      '/api/content/page/about': () => (fail ? serverDown() : { body: { page: makePage() } }),
    });
    renderCms('about');
    const error = await screen.findByTestId('cms-page-error', {}, WAIT);
    expect(error.textContent).toContain('Не удалось загрузить страницу');
    expect(error.textContent).toContain('Сервер недоступен');

    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'О компании' }, WAIT)).toBeTruthy();
  });
});
