import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SITE_SETTINGS_MESSAGES as M, type TAdminSettings } from '@fura/domain/admin-site';
import type { TSettingsResponse } from '@fura/domain/settings';
import { AdminSettingsPage } from '../src/features/admin-settings/pages/AdminSettingsPage';
import { SETTINGS_QUERY_KEY } from '../src/shared/settings/settings-query';
import { makeSession, makeSettings } from './fixtures';
import { renderPage } from './inputs/render';
import { stubApi, type Handler } from './my-articles-fixtures';
import { makeQueryClient } from './render';

const WAIT = { timeout: 5000 };

function adminSettings(): TAdminSettings {
  const { items, settings, geoInstruction } = makeSettings();
  return { menu: items, site: settings, geoInstruction };
}

const answerSaved: Handler = (body) => {
  const current = adminSettings();
  return { body: { error: false, settings: { ...current, ...body } } };
};

async function renderSettings(save: Handler = answerSaved) {
  const calls = stubApi({
    '/api/admin/settings/get': () => ({ body: { error: false, settings: adminSettings() } }),
    '/api/admin/settings/save': save,
  });
  const page = renderPage(<AdminSettingsPage />, {
    path: '/admin/settings',
    queryClient: makeQueryClient(makeSession({}, { type: 'admin' })),
  });
  await screen.findByTestId('settings-form', {}, WAIT);
  return { calls, ...page };
}

function partition(index: number): HTMLElement {
  const found = screen.getAllByTestId('menu-partition')[index];
  if (!found) throw new Error(`no partition ${index}`);
  return found;
}

function saves(calls: { path: string; body: Record<string, unknown> }[]) {
  return calls.filter((call) => call.path === '/api/admin/settings/save');
}

/** The message shown for an input: it is invalid and names the message in its description. */
function errorOf(input: HTMLElement): string {
  expect(input.getAttribute('aria-invalid')).toBe('true');
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('/admin/settings', { timeout: 30_000 }, () => {
  it('edits a menu item, reorders the items and sends only the menu; the site settings in the cache follow', async () => {
    const { calls, queryClient } = await renderSettings();
    const company = partition(0);
    const names = within(company).getAllByLabelText(/Название пункта/);
    fireEvent.change(names[0]!, { target: { value: 'О компании' } });
    fireEvent.click(within(company).getByRole('checkbox', { name: /Только для гостей/, checked: true }));
    fireEvent.click(within(company).getByRole('button', { name: 'Поднять пункт 3 раздела 1' }));
    fireEvent.click(screen.getByTestId('settings-submit'));

    await waitFor(() => expect(saves(calls)).toHaveLength(1), WAIT);
    expect(saves(calls)[0]?.body).toEqual({
      menu: [
        {
          name: 'Компания',
          link: '/page/about',
          items: [
            { name: 'О компании', link: '/page/about', onlyNoAuth: false },
            { name: 'Блог', link: 'https://blog.example.ru', onlyNoAuth: false },
            { name: 'Регистрация перевозчика', link: '/register', onlyNoAuth: false },
          ],
        },
        { name: 'Помощь', link: null, items: [{ name: 'Частые вопросы', link: '/faq', onlyNoAuth: false }] },
      ],
    });
    await screen.findByText(M.saved, {}, WAIT);
    const shown = queryClient.getQueryData<TSettingsResponse>(SETTINGS_QUERY_KEY);
    expect(shown?.items[0]?.items[0]?.name).toBe('О компании');
  });

  it('adds a partition with a link-less title and changes the phone: both sections are sent', async () => {
    const { calls } = await renderSettings();
    fireEvent.click(screen.getByTestId('menu-partition-add'));
    const added = partition(2);
    fireEvent.change(within(added).getByLabelText(/Название раздела/), { target: { value: 'Партнёрам' } });
    fireEvent.change(within(added).getByLabelText(/Название пункта/), { target: { value: 'Вход' } });
    fireEvent.change(within(added).getByLabelText(/Ссылка пункта/), { target: { value: '/login' } });
    fireEvent.change(screen.getByLabelText('Телефон'), { target: { value: '+7 (495) 123-45-67' } });
    fireEvent.click(screen.getByTestId('settings-submit'));

    await waitFor(() => expect(saves(calls)).toHaveLength(1), WAIT);
    const body = saves(calls)[0]?.body as { menu: unknown[]; site: { phone: string } };
    expect(Object.keys(body).sort()).toEqual(['menu', 'site']);
    expect(body.menu[2]).toEqual({
      name: 'Партнёрам',
      link: null,
      items: [{ name: 'Вход', link: '/login', onlyNoAuth: false }],
    });
    expect(body.site.phone).toBe('+7 (495) 123-45-67');
  });

  it('a javascript: link and an empty name are refused on their fields, nothing is sent', async () => {
    const { calls } = await renderSettings();
    const company = partition(0);
    const link = within(company).getAllByLabelText(/Ссылка пункта/)[1]!;
    fireEvent.change(link, { target: { value: 'javascript:alert(1)' } });
    const name = within(partition(1)).getByLabelText(/Название раздела/);
    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.click(screen.getByTestId('settings-submit'));

    await waitFor(() => expect(errorOf(link)).toContain(M.link), WAIT);
    expect(errorOf(name)).toContain(M.nameEmpty);
    expect(saves(calls)).toHaveLength(0);
  });

  it('a server message lands on its field', async () => {
    const { calls } = await renderSettings(() => ({
      status: 400,
      body: { error: true, errors: [{ msg: M.phone, param: 'site.phone' }] },
    }));
    const phone = screen.getByLabelText('Телефон');
    fireEvent.change(phone, { target: { value: '8 800 100 20 30' } });
    fireEvent.click(screen.getByTestId('settings-submit'));

    await waitFor(() => expect(errorOf(phone)).toContain(M.phone), WAIT);
    expect(saves(calls)).toHaveLength(1);
  });

  it('nothing changed: nothing is sent', async () => {
    const { calls } = await renderSettings();
    fireEvent.click(screen.getByTestId('settings-submit'));
    await screen.findByText('Изменений нет: сохранять нечего', {}, WAIT);
    expect(saves(calls)).toHaveLength(0);
  });
});
