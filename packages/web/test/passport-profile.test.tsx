// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ServerEventName, ServerEventPayload } from '@fura/domain/events';
import type { TSessionUser, TUserResponse } from '@fura/domain/user';
import { ProfileInfoPage } from '../src/features/profile/pages/ProfileInfoPage';
import { SESSION_QUERY_KEY } from '../src/shared/session/session-query';
import { useSessionRealtime } from '../src/shared/session/use-session-realtime';
import { makeSession, makeUser } from './fixtures';
import { renderPage, stubFetch } from './inputs/render';
import { makeQueryClient } from './render';

const socket = vi.hoisted(() => ({ on: vi.fn(), off: vi.fn(), io: { on: vi.fn(), off: vi.fn() } }));
vi.mock('../src/shared/socket/socket', () => ({
  getSocket: () => socket,
  connectSocket: vi.fn(),
  disconnectSocket: vi.fn(),
}));
vi.mock('../src/shared/sound/play-sound', () => ({
  playSound: vi.fn(),
  startSoundUnlock: vi.fn(() => () => {}),
}));

/** Delivers a server event to the listeners subscribed on the mocked socket. */
function emit<E extends ServerEventName>(event: E, payload: ServerEventPayload<E>) {
  const listeners = socket.on.mock.calls
    .filter(([name]) => name === event)
    .map(([, fn]) => fn as (payload: unknown) => void);
  expect(listeners.length).toBeGreaterThan(0);
  act(() => listeners.forEach((listener) => listener(payload)));
}

function Live() {
  useSessionRealtime('u1');
  return <ProfileInfoPage />;
}

function renderProfile(user: Partial<TSessionUser>) {
  const queryClient = makeQueryClient(makeSession({}, user));
  return renderPage(<Live />, { path: '/profile/info', queryClient });
}

function section() {
  return screen.getByTestId('passport-section');
}

function imageFile(name: string, type: string, size = 2000): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function pick(file: File) {
  fireEvent.change(screen.getByTestId('passport-file'), { target: { files: [file] } });
}

describe('the passport block of /profile/info', () => {
  it('not uploaded: says so and offers the upload, its input labelled', () => {
    renderProfile({ passportStatus: 'none' });
    expect(section().dataset.status).toBe('none');
    expect(screen.getByTestId('passport-status').textContent).toBe('Не загружен');
    expect(screen.getByLabelText(/Фото паспорта/)).toBeTruthy();
    expect(within(section()).getByText(/JPEG, PNG, WebP или HEIC/)).toBeTruthy();
    expect(screen.getByTestId('passport-submit').textContent).toBe('Отправить на проверку');
  });

  it('pending: «На проверке», a link to the sent photo, and a new photo replaces it', () => {
    renderProfile({ passportStatus: 'pending', isPassportUploaded: true });
    expect(screen.getByTestId('passport-status').textContent).toBe('На проверке');
    expect(screen.getByTestId('passport-own-photo').getAttribute('href')).toBe('/api/user/passport-photo');
    expect(screen.getByTestId('passport-submit').textContent).toBe('Заменить фото');
  });

  it('verified: «Подтверждён», the mark, and no upload', () => {
    renderProfile({ passportStatus: 'verified', isPassportVerified: true, isPassportUploaded: true });
    expect(screen.getByTestId('passport-status').textContent).toBe('Подтверждён');
    expect(within(section()).getByText('Паспорт проверен')).toBeTruthy();
    expect(screen.queryByTestId('passport-form')).toBeNull();
  });

  it('rejected: «Отклонён» with the admin’s comment, and a new upload', () => {
    renderProfile({ passportStatus: 'rejected', passportComment: 'Фото размыто' });
    expect(screen.getByTestId('passport-status').textContent).toBe('Отклонён');
    expect(screen.getByTestId('passport-comment').textContent).toContain('Причина: Фото размыто');
    expect(screen.getByTestId('passport-form')).toBeTruthy();
  });

  it('checks the file before sending: size, type, none chosen — the error tied to the input', async () => {
    const fetchMock = stubFetch(200, {});
    renderProfile({ passportStatus: 'none' });
    fireEvent.click(screen.getByTestId('passport-submit'));
    expect(await screen.findByText('Выберите фото паспорта')).toBeTruthy();
    pick(imageFile('big.jpg', 'image/jpeg', 10 * 1024 * 1024 + 1));
    expect(screen.getByText('Фото паспорта слишком большое: не более 10 МБ')).toBeTruthy();
    const input = screen.getByLabelText(/Фото паспорта/);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    pick(imageFile('doc.pdf', 'application/pdf'));
    expect(screen.getByText('Загрузите фото паспорта в формате JPEG, PNG, WebP или HEIC')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the photo as `passportPhoto` with the saved profile and shows «На проверке»', async () => {
    const pendingUser = makeUser({ passportStatus: 'pending', isPassportUploaded: true });
    const fetchMock = stubFetch(200, { error: false, user: pendingUser });
    const { queryClient } = renderProfile({ passportStatus: 'none' });
    pick(imageFile('IMG_0001.HEIC', ''));
    fireEvent.click(screen.getByTestId('passport-submit'));
    await waitFor(() => expect(screen.getByTestId('passport-status').textContent).toBe('На проверке'));
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/user/user-edit');
    const form = init?.body as FormData;
    expect((form.get('passportPhoto') as File).name).toBe('IMG_0001.HEIC');
    expect(JSON.parse(form.get('userChange') as string)).toMatchObject({
      name: { first: 'Иван', last: 'Петров' },
    });
    const session = queryClient.getQueryData<TUserResponse>(SESSION_QUERY_KEY);
    expect(session?.user.passportStatus).toBe('pending');
  });

  it('shows the server’s refusal on the input', async () => {
    const msg = 'Загрузите фото паспорта в формате JPEG, PNG, WebP или HEIC';
    stubFetch(415, { error: msg, errors: [{ msg, param: 'passportPhoto' }] });
    renderProfile({ passportStatus: 'none' });
    pick(imageFile('passport.jpg', 'image/jpeg'));
    fireEvent.click(screen.getByTestId('passport-submit'));
    expect(await screen.findByText(msg)).toBeTruthy();
    expect(screen.getByLabelText(/Фото паспорта/).getAttribute('aria-invalid')).toBe('true');
  });

  it('the outcome arrives live: modarationFail, then modarationSuccess', async () => {
    renderProfile({ passportStatus: 'pending', isPassportUploaded: true });
    emit('modarationFail', { commentFail: 'Не видно серию' });
    await waitFor(() => expect(screen.getByTestId('passport-status').textContent).toBe('Отклонён'));
    expect(screen.getByTestId('passport-comment').textContent).toContain('Не видно серию');
    emit('modarationSuccess', {});
    await waitFor(() => expect(screen.getByTestId('passport-status').textContent).toBe('Подтверждён'));
    expect(screen.queryByTestId('passport-comment')).toBeNull();
    expect(screen.queryByTestId('passport-form')).toBeNull();
  });
});
