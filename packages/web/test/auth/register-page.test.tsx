// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RegisterPage } from '../../src/features/auth/pages/RegisterPage';
import { renderPage, stubFetch } from '../inputs/render';

function fillValidForm() {
  fireEvent.change(screen.getByTestId('register-email'), { target: { value: 'Ivan@Example.ru' } });
  fireEvent.change(screen.getByTestId('register-phone'), { target: { value: '8 999 123 45 67' } });
  fireEvent.change(screen.getByTestId('register-first'), { target: { value: 'Иван' } });
  fireEvent.change(screen.getByTestId('register-last'), { target: { value: 'Петров' } });
  fireEvent.change(screen.getByTestId('register-password'), { target: { value: 'secret123' } });
}

describe('RegisterPage', () => {
  it('asks for the role first, then shows the form for it', () => {
    renderPage(<RegisterPage />, { path: '/register' });
    expect(screen.getByRole('heading', { level: 1, name: 'Регистрация' })).toBeTruthy();
    expect(screen.getByTestId('register-role-cargo').textContent).toContain('Я грузовладелец');
    expect(screen.queryByTestId('register-email')).toBeNull();
    fireEvent.click(screen.getByTestId('register-role-carrier'));
    expect(screen.getByTestId('register-role').textContent).toBe('Перевозчик');
    expect(screen.getByTestId('register-email')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Войти' }).getAttribute('href')).toBe('/login');
  });

  it('shows the field rules on an empty submit', async () => {
    const fetchMock = stubFetch(200, {});
    renderPage(<RegisterPage />, { path: '/register' });
    fireEvent.click(screen.getByTestId('register-role-cargo'));
    fireEvent.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText('Введите корректный e-mail')).toBeTruthy();
    expect(screen.getByText('Телефон должен состоять из 11 цифр и начинаться с 7')).toBeTruthy();
    expect(screen.getByText('Введите имя')).toBeTruthy();
    expect(screen.getByText('Введите фамилию')).toBeTruthy();
    expect(
      screen.getByText('Пароль должен быть не короче 8 символов и содержать букву и цифру'),
    ).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the chosen role with a normalised phone and shows a 409 under the named field', async () => {
    const fetchMock = stubFetch(409, {
      error: true,
      errors: [{ msg: 'Пользователь с таким телефоном уже зарегистрирован', param: 'phone' }],
    });
    renderPage(<RegisterPage />, { path: '/register' });
    fireEvent.click(screen.getByTestId('register-role-carrier'));
    fillValidForm();
    fireEvent.click(screen.getByTestId('register-submit'));
    const message = await screen.findByText('Пользователь с таким телефоном уже зарегистрирован');
    const phoneInput = screen.getByTestId('register-phone');
    expect(phoneInput.getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.queryByTestId('register-error')).toBeNull();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/register');
    expect(JSON.parse(init.body as string)).toEqual({
      type: 'carrier',
      email: 'ivan@example.ru',
      phone: '79991234567',
      password: 'secret123',
      name: { first: 'Иван', last: 'Петров' },
    });
  });

  it('shows an error without a known field as a form alert', async () => {
    stubFetch(429, { error: true, errors: [{ msg: 'Слишком много попыток. Повторите позже' }] });
    renderPage(<RegisterPage />, { path: '/register' });
    fireEvent.click(screen.getByTestId('register-role-cargo'));
    fillValidForm();
    fireEvent.click(screen.getByTestId('register-submit'));
    const alert = await screen.findByTestId('register-error');
    expect(within(alert).getByText('Слишком много попыток. Повторите позже')).toBeTruthy();
  });

  it('goes to / after registering', async () => {
    stubFetch(200, { error: false, user: {}, apiToken: 't' });
    renderPage(<RegisterPage />, { path: '/register' });
    fireEvent.click(screen.getByTestId('register-role-cargo'));
    fillValidForm();
    fireEvent.click(screen.getByTestId('register-submit'));
    expect((await screen.findByTestId('location')).textContent).toBe('/');
  });

  it('a link for carriers skips the role choice and keeps where to come back to, through login too', async () => {
    stubFetch(200, { error: false, user: {}, apiToken: 't' });
    const next = encodeURIComponent('/tariffs?plan=pro-month');
    renderPage(<RegisterPage />, { path: `/register?role=carrier&next=${next}`, pattern: '/register' });
    expect(screen.getByTestId('register-role').textContent).toBe('Перевозчик');
    const login = screen.getByRole('link', { name: 'Войти' }).getAttribute('href') ?? '';
    expect(new URLSearchParams(login.split('?')[1]).get('next')).toBe('/tariffs?plan=pro-month');
    fillValidForm();
    fireEvent.click(screen.getByTestId('register-submit'));
    const location = await screen.findByTestId('location');
    expect(location.textContent).toBe('/tariffs');
    expect(location.dataset.search).toBe('?plan=pro-month');
  });

  it('never goes to another site after registering, whatever `next` says', async () => {
    stubFetch(200, { error: false, user: {}, apiToken: 't' });
    const next = encodeURIComponent('//evil.example/phish');
    renderPage(<RegisterPage />, { path: `/register?role=cargo&next=${next}`, pattern: '/register' });
    expect(screen.getByRole('link', { name: 'Войти' }).getAttribute('href')).toBe('/login');
    fillValidForm();
    fireEvent.click(screen.getByTestId('register-submit'));
    expect((await screen.findByTestId('location')).textContent).toBe('/');
  });
});
