// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TModerationQueueEntry } from '@fura/domain/passport';
import { AdminModerationPage } from '../src/features/admin-moderation/pages/AdminModerationPage';
import { makeSession } from './fixtures';
import { renderPage } from './inputs/render';
import { stubApi } from './my-articles-fixtures';
import { makeQueryClient } from './render';

/** Issue 29: a vehicle in the console's queue beside a passport — its facts, its documents, the decision. */
const WAIT = { timeout: 5000 };

const PASSPORT: TModerationQueueEntry = {
  kind: 'passport',
  userId: 'u-pass',
  name: { first: 'Антон', last: 'Иванов' },
  type: 'cargo',
  email: 'anton@mail.ru',
  uploadedAt: '2030-01-01T08:00:00.000Z',
};

function vehicle(
  overrides: Partial<Extract<TModerationQueueEntry, { kind: 'vehicle' }>> = {},
): TModerationQueueEntry {
  return {
    kind: 'vehicle',
    templateId: 't-volvo',
    userId: 'u-car',
    name: { first: 'Сергей', last: 'Лебедев' },
    type: 'carrier',
    email: 'sergey@mail.ru',
    companyName: 'ООО «Лебедев и партнёры»',
    vehicleName: 'Вольво белый',
    plate: 'А 123 ВС 77',
    hasLease: true,
    uploadedAt: '2030-01-02T09:30:00.000Z',
    ...overrides,
  };
}

function renderQueue(items: TModerationQueueEntry[], decide?: (body: Record<string, unknown>) => unknown) {
  let queue = [...items];
  const calls = stubApi({
    '/api/admin/moderation/queue': () => ({
      body: { error: false, items: queue, countAll: queue.length, page: 1 },
    }),
    '/api/admin/moderation/decide': (body) => {
      queue = queue.filter((item) => item.kind !== 'vehicle' || item.templateId !== body.templateId);
      return {
        body: decide?.(body) ?? {
          error: false,
          kind: 'vehicle',
          templateId: body.templateId,
          checkStatus: 'verified',
        },
      };
    },
  });
  renderPage(<AdminModerationPage />, {
    path: '/admin/moderation',
    queryClient: makeQueryClient(makeSession({}, { type: 'admin' })),
  });
  return calls;
}

async function openVehicle() {
  const rows = await screen.findAllByTestId('moderation-item', {}, WAIT);
  const row = rows.find((one) => one.dataset.kind === 'vehicle')!;
  fireEvent.click(
    within(row).getByRole('button', { name: 'Проверить машину: А 123 ВС 77 — Сергей Лебедев' }),
  );
  return screen.findByRole('dialog', {}, WAIT);
}

describe('/admin/moderation with a vehicle', { timeout: 30_000 }, () => {
  it('lists the vehicle beside the passport: its plate and name, the carrier and his company', async () => {
    renderQueue([PASSPORT, vehicle()]);
    const rows = await screen.findAllByTestId('moderation-item', {}, WAIT);
    expect(rows.map((row) => row.dataset.kind)).toEqual(['passport', 'vehicle']);
    expect(rows[0]!.textContent).toContain('Паспорт');
    expect(rows[1]!.dataset.templateId).toBe('t-volvo');
    expect(rows[1]!.textContent).toContain('Машина');
    expect(rows[1]!.textContent).toContain('А 123 ВС 77 · Вольво белый');
    expect(rows[1]!.textContent).toContain('Сергей Лебедев · ООО «Лебедев и партнёры»');
    expect(rows[1]!.textContent).toContain('Перевозчик · sergey@mail.ru');
  });

  it('shows the plate and owner to compare, the СТС and the lease watermarked by the server', async () => {
    renderQueue([vehicle()]);
    const dialog = await openVehicle();
    expect(within(dialog).getByTestId('moderation-vehicle-facts').textContent).toContain(
      'Перевозчик: Сергей Лебедев · Компания: ООО «Лебедев и партнёры»',
    );
    const sts = within(dialog).getByRole('img', { name: 'Фото СТС: А 123 ВС 77' });
    expect(sts.getAttribute('src')).toBe(
      `/api/admin/moderation/vehicle-photo/t-volvo/sts?v=${encodeURIComponent('2030-01-02T09:30:00.000Z')}`,
    );
    const lease = within(dialog).getByRole('img', { name: 'Договор аренды или лизинга: А 123 ВС 77' });
    expect(lease.getAttribute('src')).toContain('/vehicle-photo/t-volvo/lease?v=');
  });

  it('says when no lease came and the carrier has no company', async () => {
    renderQueue([vehicle({ hasLease: false, companyName: null })]);
    const dialog = await openVehicle();
    expect(within(dialog).getByTestId('moderation-no-lease').textContent).toBe('Договор аренды не приложен');
    expect(within(dialog).getByTestId('moderation-vehicle-facts').textContent).toContain(
      'компания не указана',
    );
    expect(within(dialog).queryByRole('img', { name: /Договор аренды/ })).toBeNull();
  });

  it('rejects with a comment by the template and the upload seen; the item leaves the queue', async () => {
    const calls = renderQueue([vehicle()], () => ({
      error: false,
      kind: 'vehicle',
      templateId: 't-volvo',
      checkStatus: 'rejected',
    }));
    const dialog = await openVehicle();
    fireEvent.change(within(dialog).getByLabelText(/Комментарий для пользователя/), {
      target: { value: 'В СТС другой собственник' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    expect(calls.find((call) => call.path === '/api/admin/moderation/decide')?.body).toEqual({
      kind: 'vehicle',
      templateId: 't-volvo',
      uploadedAt: '2030-01-02T09:30:00.000Z',
      decision: 'reject',
      comment: 'В СТС другой собственник',
    });
    expect(await screen.findByText('Машина отклонена', {}, WAIT)).toBeTruthy();
  });
});
