// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@fura/domain/credentials';
import { ForgotPage } from '../../src/features/auth/pages/ForgotPage';
import { renderPage, stubFetch } from '../inputs/render';

describe('ForgotPage', () => {
  it('checks the e-mail before sending', async () => {
    const fetchMock = stubFetch(200, { error: false });
    renderPage(<ForgotPage />, { path: '/forgot' });
    fireEvent.change(screen.getByTestId('forgot-email'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByTestId('forgot-submit'));
    expect(await screen.findByText('Введите корректный e-mail')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the neutral message after sending', async () => {
    const fetchMock = stubFetch(200, { error: false });
    renderPage(<ForgotPage />, { path: '/forgot' });
    expect(screen.getByRole('heading', { level: 1, name: 'Восстановление пароля' })).toBeTruthy();
    fireEvent.change(screen.getByTestId('forgot-email'), { target: { value: 'ivan@example.ru' } });
    fireEvent.click(screen.getByTestId('forgot-submit'));
    expect((await screen.findByTestId('forgot-sent')).textContent).toBe(AUTH_MESSAGES.forgotSent);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/forgot');
    expect(JSON.parse(init.body as string)).toEqual({ email: 'ivan@example.ru' });
    expect(screen.getByRole('link', { name: 'Войти' }).getAttribute('href')).toBe('/login');
  });
});
