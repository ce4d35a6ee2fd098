import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AUDIT_MESSAGES, type TAuditEntry } from '@fura/domain/admin-audit';
import { AdminAuditPage } from '../src/features/admin-audit/pages/AdminAuditPage';
import { choose, fieldError, type, WAIT } from './admin-console-helpers';
import { renderPage } from './inputs/render';
import { stubApi } from './my-articles-fixtures';

const USER = '0b6a7f3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
const ARTICLE = '1b6a7f3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';

const entry: TAuditEntry = {
  _id: 'e1',
  action: 'articleHide',
  admin: { _id: 'a2', name: 'Журнал Второй', type: 'admin' },
  targetUser: { _id: USER, name: 'Семён Грузов', type: 'cargo' },
  targetArticle: { _id: ARTICLE, type: 'order', route: 'Ярославль → Вологда' },
  comment: 'Контакты в тексте',
  before: { status: 2 },
  after: { status: 7 },
  createdAt: '2030-08-01T10:00:00.000Z',
};

function renderAudit() {
  const calls = stubApi({
    '/api/admin/audit/list': () => ({ body: { error: false, entries: [entry], countAll: 1 } }),
    '/api/admin/audit/admins': () => ({
      body: {
        error: false,
        admins: [
          { _id: 'a1', name: 'Журнал Первый', type: 'admin' },
          { _id: 'a2', name: 'Журнал Второй', type: 'admin' },
        ],
      },
    }),
  });
  renderPage(<AdminAuditPage />, { path: '/admin/audit' });
  return calls;
}

const lists = (calls: { path: string; body: Record<string, unknown> }[]) =>
  calls.filter((call) => call.path === '/api/admin/audit/list').map((call) => call.body);

describe('/admin/audit', { timeout: 30_000 }, () => {
  it('shows who did what, to whom, with the change; links to the user and the listing', async () => {
    renderAudit();
    const item = await screen.findByTestId('audit-entry', {}, WAIT);
    expect(within(item).getByTestId('audit-action-label').textContent).toBe('Объявление скрыто');
    expect(within(item).getByTestId('audit-changes').textContent).toBe('status: 2 → 7');
    expect(item.textContent).toContain('Журнал Второй');
    expect(item.textContent).toContain('Контакты в тексте');
    expect(within(item).getByRole('link', { name: 'Семён Грузов' }).getAttribute('href')).toBe(
      `/admin/users/${USER}`,
    );
    expect(
      within(item)
        .getByRole('link', { name: /Ярославль → Вологда/ })
        .getAttribute('href'),
    ).toBe(`/admin/listings?q=${ARTICLE}`);
  });

  it('the filters call the list with the admin, action and user chosen; a bad user id stays on its field', async () => {
    const calls = renderAudit();
    await screen.findByTestId('audit-entry', {}, WAIT);
    expect(lists(calls)[0]).toEqual({ page: 1, adminId: null, action: null, userId: null });
    await waitFor(
      () => expect(calls.some((call) => call.path === '/api/admin/audit/admins')).toBe(true),
      WAIT,
    );

    choose('audit-admin', 'Журнал Первый');
    choose('audit-action', 'Блокировка');
    type('audit-user', 'не id');
    fireEvent.click(screen.getByTestId('audit-apply'));
    expect(fieldError(screen.getByTestId('audit-user'))).toContain(AUDIT_MESSAGES.userId);
    expect(lists(calls)).toHaveLength(1);

    type('audit-user', ` ${USER} `);
    fireEvent.click(screen.getByTestId('audit-apply'));
    await waitFor(() => expect(lists(calls)).toHaveLength(2), WAIT);
    expect(lists(calls)[1]).toEqual({ page: 1, adminId: 'a1', action: 'ban', userId: USER });
  });
});
