// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProfileSecurityPage } from '../../src/features/profile/pages/ProfileSecurityPage';
import { renderPage, stubFetch } from '../inputs/render';

function fill(oldPassword: string, password: string, repeat: string) {
  fireEvent.change(screen.getByTestId('security-old'), { target: { value: oldPassword } });
  fireEvent.change(screen.getByTestId('security-new'), { target: { value: password } });
  fireEvent.change(screen.getByTestId('security-repeat'), { target: { value: repeat } });
  fireEvent.click(screen.getByTestId('security-submit'));
}

describe('ProfileSecurityPage', () => {
  it('checks the rules and the repeat before sending', async () => {
    const fetchMock = stubFetch(200, { error: false });
    renderPage(<ProfileSecurityPage />, { path: '/profile/security' });
    expect(screen.getByRole('heading', { level: 1, name: 'Безопасность' })).toBeTruthy();
    fill('', 'newpass123', 'newpass321');
    expect(await screen.findByText('Введите текущий пароль')).toBeTruthy();
    fill('old', 'short', 'short');
    expect(
      await screen.findByText('Пароль должен быть не короче 8 символов и содержать букву и цифру'),
    ).toBeTruthy();
    fill('old', 'newpass123', 'newpass321');
    expect(await screen.findByText('Пароли не совпадают')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('passes the server error text to the form', async () => {
    stubFetch(400, {
      error: 'Текущий пароль указан неверно',
      errors: [{ msg: 'Текущий пароль указан неверно' }],
    });
    renderPage(<ProfileSecurityPage />, { path: '/profile/security' });
    fill('wrongold1', 'newpass123', 'newpass123');
    const alert = await screen.findByTestId('security-error');
    expect(within(alert).getByText('Текущий пароль указан неверно')).toBeTruthy();
  });

  it('puts a message naming the old password under that field', async () => {
    stubFetch(400, {
      error: 'Текущий пароль указан неверно',
      errors: [{ msg: 'Текущий пароль указан неверно', param: 'passObj.oldPassword' }],
    });
    renderPage(<ProfileSecurityPage />, { path: '/profile/security' });
    fill('wrongold1', 'newpass123', 'newpass123');
    const message = await screen.findByText('Текущий пароль указан неверно');
    expect(screen.getByTestId('security-old').getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.queryByTestId('security-error')).toBeNull();
  });

  it('sends passObj and says «Пароль изменён»', async () => {
    const fetchMock = stubFetch(200, { error: false });
    renderPage(<ProfileSecurityPage />, { path: '/profile/security' });
    fill('oldpass123', 'newpass123', 'newpass123');
    expect((await screen.findByTestId('security-done')).textContent).toBe('Пароль изменён');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/user/password-change');
    expect(JSON.parse(init.body as string)).toEqual({
      passObj: { oldPassword: 'oldpass123', password: 'newpass123' },
    });
    expect(screen.getByTestId('security-old')).toHaveProperty('value', '');
  });
});
