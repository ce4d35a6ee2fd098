// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TSessionUser, TUserResponse } from '@fura/domain/user';
import { ProfileInfoPage } from '../../src/features/profile/pages/ProfileInfoPage';
import { SESSION_QUERY_KEY } from '../../src/shared/session/session-query';
import { renderPage, stubFetch } from '../inputs/render';
import { USER, sessionOf } from './session-fixture';

function renderProfile(user: TSessionUser = USER) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(SESSION_QUERY_KEY, sessionOf(user));
  return renderPage(<ProfileInfoPage />, { path: '/profile/info', queryClient });
}

function pickFile(file: File) {
  fireEvent.change(screen.getByTestId('profile-avatar'), { target: { files: [file] } });
}

function imageFile(name: string, type: string, size = 1000): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

beforeEach(() => {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined }),
  );
});

describe('ProfileInfoPage', () => {
  it('shows the account facts read-only and the editable fields filled in', () => {
    renderProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'Личные данные' })).toBeTruthy();
    expect(screen.getByTestId('profile-email').textContent).toBe('ivan@example.ru');
    expect(screen.getByTestId('profile-phone').textContent).toBe('+7 (999) 123-45-67');
    expect(screen.getByTestId('profile-role').textContent).toBe('Перевозчик');
    expect(screen.getByTestId('profile-rating').textContent).toBe('4,5 · 3 отзыва');
    expect(screen.getByTestId('profile-first')).toHaveProperty('value', 'Иван');
    expect(screen.getByTestId('profile-contract')).toHaveProperty('value', 'Не указано');
  });

  it('requires a first name', async () => {
    const fetchMock = stubFetch(200, {});
    renderProfile();
    fireEvent.change(screen.getByTestId('profile-first'), { target: { value: '  ' } });
    fireEvent.click(screen.getByTestId('profile-submit'));
    expect(await screen.findByText('Введите имя')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects an avatar over 5 MB or of another type before sending', () => {
    renderProfile();
    pickFile(imageFile('big.png', 'image/png', 5 * 1024 * 1024 + 1));
    expect(screen.getByTestId('profile-avatar-error').textContent).toBe(
      'Файл слишком большой: не больше 5 МБ',
    );
    expect(screen.getByTestId('profile-submit')).toHaveProperty('disabled', true);
    pickFile(imageFile('doc.gif', 'image/gif'));
    expect(screen.getByTestId('profile-avatar-error').textContent).toBe(
      'Загрузите изображение в формате JPEG, PNG или WebP',
    );
    pickFile(imageFile('ok.webp', 'image/webp'));
    expect(screen.queryByTestId('profile-avatar-error')).toBeNull();
    expect(screen.getByTestId('profile-submit')).toHaveProperty('disabled', false);
  });

  it('sends multipart userChange and avatar, then updates the session and says «Данные сохранены»', async () => {
    const saved = { ...USER, name: { first: 'Пётр', last: 'Петров' }, contract: { id: 3 }, avatar: 'a1' };
    const fetchMock = stubFetch(200, { error: false, user: saved });
    const { queryClient } = renderProfile();
    fireEvent.change(screen.getByTestId('profile-first'), { target: { value: 'Пётр' } });
    fireEvent.click(screen.getByTestId('profile-contract'));
    fireEvent.click(screen.getByRole('option', { name: 'Индивидуальный предприниматель' }));
    const avatar = imageFile('me.jpg', 'image/jpeg');
    pickFile(avatar);
    fireEvent.click(screen.getByTestId('profile-submit'));

    expect((await screen.findByTestId('profile-saved')).textContent).toBe('Данные сохранены');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/user/user-edit');
    const body = init.body as FormData;
    expect(JSON.parse(body.get('userChange') as string)).toEqual({
      name: { first: 'Пётр', last: 'Петров' },
      contract: { id: 3 },
      homeBase: null,
    });
    expect((body.get('avatar') as File).name).toBe('me.jpg');
    expect(queryClient.getQueryData<TUserResponse>(SESSION_QUERY_KEY)?.user).toEqual(saved);
  });

  it('shows a carrier his home base and sends it back; a cargo owner has no such field (issue 26)', async () => {
    const tver = { settlement: 'Тверь', region: 'Тверская область', lat: 56.8587, lon: 35.9176 };
    const fetchMock = stubFetch(200, { error: false, user: { ...USER, homeBase: tver } });
    const { unmount } = renderProfile({ ...USER, homeBase: tver });
    expect(screen.getByLabelText('Домашняя база')).toHaveProperty('value', 'Тверь, Тверская область');
    fireEvent.click(screen.getByTestId('profile-submit'));
    await screen.findByTestId('profile-saved');
    const sent = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as FormData;
    expect(JSON.parse(sent.get('userChange') as string)).toMatchObject({ homeBase: tver });
    unmount();

    const cargoFetch = stubFetch(200, { error: false, user: { ...USER, type: 'cargo' } });
    renderProfile({ ...USER, type: 'cargo' });
    expect(screen.queryByLabelText('Домашняя база')).toBeNull();
    fireEvent.click(screen.getByTestId('profile-submit'));
    await screen.findByTestId('profile-saved');
    const cargoSent = (cargoFetch.mock.calls[0] as unknown as [string, RequestInit])[1].body as FormData;
    expect(JSON.parse(cargoSent.get('userChange') as string)).not.toHaveProperty('homeBase');
  });

  it('shows the server error text in the form', async () => {
    stubFetch(400, {
      error: 'Не удалось сохранить данные профиля',
      errors: [{ msg: 'Не удалось сохранить данные профиля' }],
    });
    renderProfile();
    fireEvent.click(screen.getByTestId('profile-submit'));
    const alert = await screen.findByTestId('profile-error');
    expect(within(alert).getByText('Не удалось сохранить данные профиля')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('profile-saved')).toBeNull());
  });
});
