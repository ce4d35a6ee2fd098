import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CONTENT_MESSAGES, type TPage } from '@fura/domain/content';
import { AdminPagesPage } from '../src/features/admin-content/pages/AdminPagesPage';
import { fieldError, type, WAIT } from './admin-console-helpers';
import { renderPage } from './inputs/render';
import { stubApi, type Handler } from './my-articles-fixtures';

const ABOUT: TPage = {
  slug: 'about',
  title: 'О сервисе',
  description: 'Что такое Фура',
  body: '## Кто мы\n\nБиржа грузоперевозок.',
  updatedAt: '2030-08-01T10:00:00.000Z',
};

const saved: Handler = (body) => ({
  body: { page: { ...(body as Omit<TPage, 'updatedAt'>), updatedAt: '2030-08-02T10:00:00.000Z' } },
});

function renderPages(path: string, handlers: Record<string, Handler> = {}) {
  const calls = stubApi({
    '/api/admin/content/pages/list': () => ({
      body: { pages: [{ slug: 'about', title: 'О сервисе', updatedAt: ABOUT.updatedAt }] },
    }),
    '/api/admin/content/pages/get': () => ({ body: { page: ABOUT } }),
    '/api/admin/content/pages/save': saved,
    '/api/admin/content/pages/delete': () => ({ body: { error: false } }),
    ...handlers,
  });
  renderPage(<AdminPagesPage />, { path, pattern: '/admin/pages' });
  return calls;
}

const bodyOf = (calls: { path: string; body: unknown }[], path: string) =>
  calls.filter((call) => call.path === path).map((call) => call.body);

describe('/admin/pages', { timeout: 30_000 }, () => {
  it('lists the pages with their address and date; «Новая страница» opens an empty form', async () => {
    renderPages('/admin/pages');
    const item = await screen.findByTestId('page-item', {}, WAIT);
    expect(within(item).getByRole('link', { name: 'О сервисе' })).toBeTruthy();
    expect(within(item).getByRole('link', { name: '/page/about' }).getAttribute('href')).toBe('/page/about');
    expect(item.textContent).toContain('01.08.2030');

    fireEvent.click(screen.getByRole('link', { name: 'Новая страница' }));
    await screen.findByTestId('page-form', {}, WAIT);
    expect(screen.getByTestId<HTMLInputElement>('page-slug').value).toBe('');
  });

  it('a new page: each error on its field, nothing sent; then the right body is sent', async () => {
    const calls = renderPages('/admin/pages?new=1');
    await screen.findByTestId('page-form', {}, WAIT);
    type('page-slug', 'О нас');
    fireEvent.click(screen.getByTestId('page-submit'));

    await waitFor(
      () => expect(fieldError(screen.getByTestId('page-slug'))).toContain('латинские буквы'),
      WAIT,
    );
    expect(fieldError(screen.getByTestId('page-title'))).toContain('Заполните заголовок');
    expect(fieldError(screen.getByTestId('page-body'))).toContain('Заполните текст страницы');
    expect(bodyOf(calls, '/api/admin/content/pages/save')).toHaveLength(0);

    type('page-slug', 'privacy');
    type('page-title', 'Политика конфиденциальности');
    type('page-body', 'Мы бережём ваши данные.');
    fireEvent.click(screen.getByTestId('page-submit'));
    await waitFor(() => expect(bodyOf(calls, '/api/admin/content/pages/save')).toHaveLength(1), WAIT);
    expect(bodyOf(calls, '/api/admin/content/pages/save')[0]).toEqual({
      slug: 'privacy',
      title: 'Политика конфиденциальности',
      description: '',
      body: 'Мы бережём ваши данные.',
    });
    await screen.findByText('Сохранено', {}, WAIT);
  });

  it('the preview renders the Markdown being typed', async () => {
    renderPages('/admin/pages?edit=about');
    await screen.findByTestId('page-form', {}, WAIT);
    type('page-body', '## Условия\n\nСм. [вопросы](/faq) и **важное**.');
    fireEvent.click(screen.getByTestId('page-body-preview-tab'));

    const preview = await screen.findByTestId('page-body-preview', {}, WAIT);
    expect(await within(preview).findByRole('heading', { name: 'Условия' }, WAIT)).toBeTruthy();
    expect(within(preview).getByRole('link', { name: 'вопросы' }).getAttribute('href')).toBe('/faq');
    expect(within(preview).getByText('важное').tagName).toBe('STRONG');
  });

  it('a taken address (409) lands on the address field and the typed text stays', async () => {
    const calls = renderPages('/admin/pages?edit=about', {
      '/api/admin/content/pages/save': () => ({
        status: 409,
        body: { error: true, errors: [{ msg: CONTENT_MESSAGES.slugTaken, param: 'slug' }] },
      }),
    });
    await screen.findByTestId('page-form', {}, WAIT);
    type('page-slug', 'terms');
    type('page-title', 'Условия использования');
    fireEvent.click(screen.getByTestId('page-submit'));

    await waitFor(
      () => expect(fieldError(screen.getByTestId('page-slug'))).toContain(CONTENT_MESSAGES.slugTaken),
      WAIT,
    );
    expect(bodyOf(calls, '/api/admin/content/pages/save')[0]).toEqual({
      originalSlug: 'about',
      slug: 'terms',
      title: 'Условия использования',
      description: ABOUT.description,
      body: ABOUT.body,
    });
    expect(screen.getByTestId<HTMLInputElement>('page-title').value).toBe('Условия использования');
  });

  it('delete asks first, then sends the slug and returns to the list', async () => {
    const calls = renderPages('/admin/pages?edit=about');
    await screen.findByTestId('page-form', {}, WAIT);
    fireEvent.click(screen.getByRole('button', { name: 'Удалить страницу «О сервисе»' }));
    expect(bodyOf(calls, '/api/admin/content/pages/delete')).toHaveLength(0);
    fireEvent.click(await screen.findByTestId('page-delete-confirm', {}, WAIT));

    await waitFor(
      () => expect(bodyOf(calls, '/api/admin/content/pages/delete')).toEqual([{ slug: 'about' }]),
      WAIT,
    );
    await screen.findByTestId('page-item', {}, WAIT);
    await screen.findByText('Страница удалена', {}, WAIT);
  });
});
