// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@fura/domain/credentials';
import { ResetPage } from '../../src/features/auth/pages/ResetPage';
import { renderPage, stubFetch } from '../inputs/render';

const at = { path: '/reset/tok123', pattern: '/reset/:token' };

function fill(password: string, password2: string) {
  fireEvent.change(screen.getByTestId('reset-password'), { target: { value: password } });
  fireEvent.change(screen.getByTestId('reset-password2'), { target: { value: password2 } });
  fireEvent.click(screen.getByTestId('reset-submit'));
}

describe('ResetPage', () => {
  it('asks for the same password twice', async () => {
    const fetchMock = stubFetch(200, { error: false });
    renderPage(<ResetPage />, at);
    fill('newpass123', 'newpass124');
    expect(await screen.findByText('Пароли не совпадают')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the token from the address and then offers to log in', async () => {
    const fetchMock = stubFetch(200, { error: false });
    renderPage(<ResetPage />, at);
    fill('newpass123', 'newpass123');
    expect((await screen.findByTestId('reset-done')).textContent).toBe(AUTH_MESSAGES.resetDone);
    expect(screen.getByTestId('reset-login').getAttribute('href')).toBe('/login');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/reset');
    expect(JSON.parse(init.body as string)).toEqual({ token: 'tok123', password: 'newpass123' });
  });

  it('shows the server message for an invalid token and links to /forgot', async () => {
    stubFetch(400, { error: true, errors: [{ msg: AUTH_MESSAGES.resetInvalid, param: 'token' }] });
    renderPage(<ResetPage />, at);
    fill('newpass123', 'newpass123');
    const alert = await screen.findByTestId('reset-error');
    expect(within(alert).getByText(AUTH_MESSAGES.resetInvalid)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Запросить новую ссылку' }).getAttribute('href')).toBe('/forgot');
  });
});
