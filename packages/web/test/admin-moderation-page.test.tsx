// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TModerationQueueItem } from '@fura/domain/passport';
import { AdminModerationPage } from '../src/features/admin-moderation/pages/AdminModerationPage';
import { makeSession } from './fixtures';
import { renderPage } from './inputs/render';
import { stubApi } from './my-articles-fixtures';
import { makeQueryClient } from './render';

const WAIT = { timeout: 5000 };

function item(userId: string, first: string, uploadedAt: string): TModerationQueueItem {
  return {
    kind: 'passport',
    userId,
    name: { first, last: 'Иванов' },
    type: 'carrier',
    email: `${userId}@mail.ru`,
    uploadedAt,
  };
}

const QUEUE = [
  item('u-old', 'Антон', '2030-01-01T08:00:00.000Z'),
  item('u-new', 'Борис', '2030-01-02T09:30:00.000Z'),
];

function renderModeration(decide?: (body: Record<string, unknown>) => { status?: number; body: unknown }) {
  let items = [...QUEUE];
  const calls = stubApi({
    '/api/admin/moderation/queue': () => ({ body: { error: false, items, countAll: items.length, page: 1 } }),
    '/api/admin/moderation/decide': (body) => {
      const answer = decide?.(body) ?? {
        body: { error: false, userId: body.userId, passportStatus: 'verified' },
      };
      if ((answer.status ?? 200) === 200) items = items.filter((one) => one.userId !== body.userId);
      return answer;
    },
  });
  const queryClient = makeQueryClient(makeSession({}, { type: 'admin' }));
  renderPage(<AdminModerationPage />, { path: '/admin/moderation', queryClient });
  return calls;
}

async function openFirst() {
  const [first] = await screen.findAllByTestId('moderation-item', {}, WAIT);
  fireEvent.click(within(first!).getByRole('button', { name: /Проверить: Антон Иванов/ }));
  return screen.findByRole('dialog', {}, WAIT);
}

describe('/admin/moderation', { timeout: 30_000 }, () => {
  it('lists the queue in the server’s order (oldest first) with who and when', async () => {
    const calls = renderModeration();
    const rows = await screen.findAllByTestId('moderation-item', {}, WAIT);
    expect(rows.map((row) => row.dataset.userId)).toEqual(['u-old', 'u-new']);
    expect(rows[0]!.textContent).toContain('Антон Иванов');
    expect(rows[0]!.textContent).toContain('Перевозчик · u-old@mail.ru');
    expect(screen.getByTestId('moderation-count').textContent).toBe('В очереди: 2');
    expect(calls[0]).toEqual({ path: '/api/admin/moderation/queue', body: { page: 1 } });
  });

  it('shows the empty queue with what happens next', async () => {
    stubApi({
      '/api/admin/moderation/queue': () => ({ body: { error: false, items: [], countAll: 0, page: 1 } }),
    });
    renderPage(<AdminModerationPage />, { path: '/admin/moderation', queryClient: makeQueryClient(null) });
    expect((await screen.findByTestId('moderation-empty', {}, WAIT)).textContent).toContain('Очередь пуста');
  });

  it('opens the viewer with the watermarked photo and zooms with the buttons and the keyboard', async () => {
    renderModeration();
    const dialog = await openFirst();
    const image = within(dialog).getByRole('img', { name: 'Фото паспорта: Антон Иванов' });
    expect(image.getAttribute('src')).toBe(
      `/api/admin/moderation/photo/u-old?v=${encodeURIComponent('2030-01-01T08:00:00.000Z')}`,
    );
    const zoom = within(dialog).getByTestId('passport-zoom');
    expect(zoom.textContent).toBe('100\u00a0%');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Увеличить' }));
    expect(zoom.textContent).toBe('150\u00a0%');
    expect((image as HTMLImageElement).style.width).toBe('150%');
    const area = within(dialog).getByRole('group', { name: /Фото паспорта/ });
    fireEvent.keyDown(area, { key: '+' });
    expect(zoom.textContent).toBe('200\u00a0%');
    fireEvent.keyDown(area, { key: '0' });
    expect(zoom.textContent).toBe('100\u00a0%');
    fireEvent.click(image);
    expect(zoom.textContent).toBe('150\u00a0%');
  });

  it('refuses to reject without a comment: the error tied to the comment field, nothing sent', async () => {
    const calls = renderModeration();
    const dialog = await openFirst();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
    const comment = within(dialog).getByLabelText(/Комментарий для пользователя/);
    expect(comment.getAttribute('aria-invalid')).toBe('true');
    const error = within(dialog).getByText('Укажите причину отказа');
    expect(comment.getAttribute('aria-describedby')).toContain(error.id);
    expect(calls.some((call) => call.path === '/api/admin/moderation/decide')).toBe(false);
  });

  it('rejects with a comment: sends the upload seen, closes and the item leaves the queue', async () => {
    const calls = renderModeration(() => ({
      body: { error: false, userId: 'u-old', passportStatus: 'rejected' },
    }));
    const dialog = await openFirst();
    fireEvent.change(within(dialog).getByLabelText(/Комментарий для пользователя/), {
      target: { value: 'Фото размыто' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    expect(calls.find((call) => call.path === '/api/admin/moderation/decide')?.body).toEqual({
      userId: 'u-old',
      uploadedAt: '2030-01-01T08:00:00.000Z',
      decision: 'reject',
      comment: 'Фото размыто',
    });
    await waitFor(() => expect(screen.getAllByTestId('moderation-item')).toHaveLength(1), WAIT);
    expect(await screen.findByText('Паспорт отклонён', {}, WAIT)).toBeTruthy();
  });

  it('approves without a comment', async () => {
    const calls = renderModeration();
    const dialog = await openFirst();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    expect(calls.find((call) => call.path === '/api/admin/moderation/decide')?.body).toEqual({
      userId: 'u-old',
      uploadedAt: '2030-01-01T08:00:00.000Z',
      decision: 'approve',
    });
  });

  it('another admin decided first (409): shows the outcome instead of the buttons', async () => {
    const msg = 'Решение уже принято другим администратором';
    renderModeration(() => ({ status: 409, body: { error: true, errors: [{ msg }] } }));
    const dialog = await openFirst();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));
    const conflict = await within(dialog).findByTestId('moderation-conflict', {}, WAIT);
    expect(conflict.textContent).toContain(msg);
    expect(within(dialog).queryByRole('button', { name: 'Подтвердить' })).toBeNull();
    fireEvent.click(within(conflict).getByRole('button', { name: 'Вернуться к очереди' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
  });
});
