import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { NOTICE_MESSAGES, type TNotice } from '@fura/domain/admin-notices';
import { AdminNoticesPage } from '../src/features/admin-notices/pages/AdminNoticesPage';
import { choose, fieldError, type, WAIT } from './admin-console-helpers';
import { renderPage } from './inputs/render';
import { stubApi, type Handler } from './my-articles-fixtures';

function makeNotice(overrides: Partial<TNotice> = {}): TNotice {
  return {
    _id: 'n1',
    audience: 'carrier',
    targetUser: null,
    admin: { _id: 'a1', name: 'Анна Админова', type: 'admin' },
    text: 'Плановые работы',
    link: null,
    total: 1000,
    sent: 250,
    status: 'sending',
    createdAt: '2030-08-01T10:00:00.000Z',
    finishedAt: null,
    ...overrides,
  };
}

function listAnswer(notices: TNotice[]): Handler {
  return () => ({ body: { error: false, notices, countAll: notices.length } });
}

function renderNotices(handlers: Record<string, Handler>) {
  const calls = stubApi({ '/api/admin/notices/list': listAnswer([]), ...handlers });
  renderPage(<AdminNoticesPage />, { path: '/admin/notices' });
  return calls;
}

const field = (testId: string) => screen.getByTestId(testId);

describe('/admin/notices: the send form', { timeout: 30_000 }, () => {
  it('ties each error to its field and sends nothing', async () => {
    const calls = renderNotices({});
    await screen.findByTestId('notices-empty', {}, WAIT);
    choose('notice-audience', 'Одному пользователю');
    type('notice-link', 'javascript:alert(1)');
    fireEvent.click(field('notice-submit'));

    await waitFor(() => expect(fieldError(field('notice-text'))).toContain(NOTICE_MESSAGES.textEmpty), WAIT);
    expect(fieldError(field('notice-user-id'))).toContain(NOTICE_MESSAGES.userId);
    expect(fieldError(field('notice-link'))).toContain(NOTICE_MESSAGES.link);
    expect(calls.some((call) => call.path === '/api/admin/notices/send')).toBe(false);

    type('notice-text', 'я'.repeat(1200));
    expect((field('notice-text') as HTMLTextAreaElement).value).toHaveLength(1000);
    expect(screen.getByText('1000 / 1000')).toBeTruthy();
  });

  it('the user id field is there only for one user; a valid form sends its body and the list is read again', async () => {
    const sent = makeNotice({
      audience: 'user',
      targetUser: { _id: 'u1', name: 'Иван Петров', type: 'cargo' },
    });
    let listed: TNotice[] = [];
    const calls = renderNotices({
      '/api/admin/notices/list': () => ({ body: { error: false, notices: listed, countAll: listed.length } }),
      '/api/admin/notices/send': () => {
        listed = [sent];
        return { body: { error: false, notice: sent } };
      },
    });
    await screen.findByTestId('notices-empty', {}, WAIT);
    expect(screen.queryByTestId('notice-user-id')).toBeNull();
    choose('notice-audience', 'Одному пользователю');
    type('notice-user-id', ' 0b6a7f3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b ');
    type('notice-text', '  Привет  ');
    type('notice-link', '/tariffs');
    fireEvent.click(field('notice-submit'));

    await waitFor(
      () => expect(calls.some((call) => call.path === '/api/admin/notices/send')).toBe(true),
      WAIT,
    );
    expect(calls.find((call) => call.path === '/api/admin/notices/send')?.body).toEqual({
      audience: 'user',
      userId: '0b6a7f3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
      text: 'Привет',
      link: '/tariffs',
    });
    const item = await screen.findByTestId('notice-item', {}, WAIT);
    expect(item.textContent).toContain('Одному пользователю: Иван Петров');
    await waitFor(() => expect((field('notice-text') as HTMLTextAreaElement).value).toBe(''), WAIT);
  });

  it('a server refusal lands on its field', async () => {
    renderNotices({
      '/api/admin/notices/send': () => ({
        status: 400,
        body: { error: true, errors: [{ msg: NOTICE_MESSAGES.userNotFound, param: 'userId' }] },
      }),
    });
    await screen.findByTestId('notices-empty', {}, WAIT);
    choose('notice-audience', 'Одному пользователю');
    type('notice-user-id', '0b6a7f3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b');
    type('notice-text', 'Привет');
    fireEvent.click(field('notice-submit'));
    await waitFor(
      () => expect(fieldError(field('notice-user-id'))).toContain(NOTICE_MESSAGES.userNotFound),
      WAIT,
    );
  });
});

describe('/admin/notices: the list', { timeout: 30_000 }, () => {
  it('shows the progress and reads it again every 2 s while a notice is being sent', async () => {
    let answer = makeNotice();
    const calls = renderNotices({
      '/api/admin/notices/list': () => ({ body: { error: false, notices: [answer], countAll: 1 } }),
    });
    const item = await screen.findByTestId('notice-item', {}, WAIT);
    expect(within(item).getByTestId('notice-count').textContent).toBe('250 из 1000');
    expect(within(item).getByTestId('notice-status').textContent).toBe('Рассылается');
    expect(within(item).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    expect(item.textContent).toContain('Всем перевозчикам');

    answer = makeNotice({ sent: 1000, status: 'done', finishedAt: '2030-08-01T10:01:00.000Z' });
    await waitFor(() => expect(within(item).getByTestId('notice-count').textContent).toBe('1000 из 1000'), {
      timeout: 4000,
    });
    expect(within(item).getByTestId('notice-status').textContent).toBe('Доставлено');
    const reads = calls.filter((call) => call.path === '/api/admin/notices/list').length;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    // Done: no more polling.
    expect(calls.filter((call) => call.path === '/api/admin/notices/list')).toHaveLength(reads);
  });
});
