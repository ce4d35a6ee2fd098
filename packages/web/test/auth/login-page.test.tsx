// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoginPage } from '../../src/features/auth/pages/LoginPage';
import { renderPage, stubFetch } from '../inputs/render';

function fill(login: string, password: string) {
  fireEvent.change(screen.getByTestId('login-login'), { target: { value: login } });
  fireEvent.change(screen.getByTestId('login-password'), { target: { value: password } });
  fireEvent.click(screen.getByTestId('login-submit'));
}

describe('LoginPage', () => {
  it('shows an h1 and links to the forgot and register screens', () => {
    renderPage(<LoginPage />, { path: '/login' });
    expect(screen.getByRole('heading', { level: 1, name: 'Вход' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Забыли пароль?' }).getAttribute('href')).toBe('/forgot');
    expect(screen.getByRole('link', { name: 'Зарегистрироваться' }).getAttribute('href')).toBe('/register');
  });

  it('validates empty fields without calling the server', async () => {
    const fetchMock = stubFetch(200, {});
    renderPage(<LoginPage />, { path: '/login' });
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Введите e-mail или телефон')).toBeTruthy();
    expect(screen.getByText('Введите пароль')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows «Неверный логин или пароль» on 401', async () => {
    const fetchMock = stubFetch(401, { error: true, errors: [{ msg: 'Неверный логин или пароль' }] });
    renderPage(<LoginPage />, { path: '/login' });
    fill('ivan@example.ru', 'wrongpass1');
    const alert = await screen.findByTestId('login-error');
    expect(within(alert).getByText('Неверный логин или пароль')).toBeTruthy();
    expect(screen.getByTestId('login-form')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/login');
    expect(JSON.parse(init.body as string)).toEqual({ login: 'ivan@example.ru', password: 'wrongpass1' });
  });

  it('toasts other server errors (429)', async () => {
    stubFetch(429, { error: true, errors: [{ msg: 'Слишком много попыток. Повторите позже' }] });
    renderPage(<LoginPage />, { path: '/login' });
    fill('79991234567', 'secret123');
    await waitFor(() =>
      expect(screen.getAllByText('Слишком много попыток. Повторите позже')).toHaveLength(2),
    );
  });

  it('goes to / after a successful login', async () => {
    stubFetch(200, { error: false, user: {}, apiToken: 't' });
    renderPage(<LoginPage />, { path: '/login' });
    fill('ivan@example.ru', 'secret123');
    expect((await screen.findByTestId('location')).textContent).toBe('/');
  });

  it('goes back to `next` after a successful login, and the register link keeps it', async () => {
    stubFetch(200, { error: false, user: {}, apiToken: 't' });
    renderPage(<LoginPage />, { path: `/login?next=${encodeURIComponent('/mytarif')}`, pattern: '/login' });
    const register = screen.getByRole('link', { name: 'Зарегистрироваться' }).getAttribute('href');
    expect(register).toBe(`/register?next=${encodeURIComponent('/mytarif')}`);
    fill('ivan@example.ru', 'secret123');
    expect((await screen.findByTestId('location')).textContent).toBe('/mytarif');
  });
});
