// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { VEHICLE_CHECK_MESSAGES, type TVehicleCheck } from '@fura/domain/vehicle-check';
import { PLATE_MESSAGES } from '@fura/domain/vehicle-plate';
import { TemplateEditPage } from '../src/features/vehicle-templates/pages/TemplateEditPage';
import { renderPage } from './inputs/render';
import { fakeXhr, makeTemplate, routeFetch, type SentForm } from './vehicle-templates-fakes';

/** Issue 29: the template's plate and «Проверка машины» — the СТС and the lease for the moderators. */
const WAIT = { timeout: 5000 };

const UNCHECKED: TVehicleCheck = {
  status: 'none',
  comment: null,
  uploadedAt: null,
  verified: false,
  hasSts: false,
  hasLease: false,
};

function renderEdit(template = makeTemplate({ plate: 'А123ВС77', check: UNCHECKED })) {
  routeFetch({ '/api/vehicle-template/get': () => ({ status: 200, body: { error: false, template } }) });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderPage(<TemplateEditPage />, {
    path: `/edit-template-auto/${template._id}`,
    pattern: '/edit-template-auto/:id',
    queryClient,
  });
}

function file(name: string, type: string, size = 1000): File {
  const made = new File(['x'], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
}

function pick(testId: string, picked: File) {
  fireEvent.change(screen.getByTestId(testId), { target: { files: [picked] } });
}

function sentTemplate(sent: SentForm): Record<string, unknown> {
  return JSON.parse(sent.form.get('template') as string) as Record<string, unknown>;
}

beforeEach(() => {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined }),
  );
});

describe('the template’s plate', { timeout: 30_000 }, () => {
  it('shows the stored plate as on the number plate and sends what is typed', async () => {
    const xhr = fakeXhr([
      { status: 200, body: { error: false, template: makeTemplate({ plate: 'В456ОР99' }) } },
    ]);
    renderEdit();
    const plate = await screen.findByTestId('template-plate', {}, WAIT);
    expect((plate as HTMLInputElement).value).toBe('А 123 ВС 77');
    expect(screen.getByLabelText(/Госномер/)).toBe(plate);
    fireEvent.change(plate, { target: { value: 'в 456 ор 99' } });
    fireEvent.click(screen.getByTestId('template-submit'));
    await waitFor(() => expect(xhr.sent).toHaveLength(1), WAIT);
    expect(sentTemplate(xhr.sent[0]!).plate).toBe('В456ОР99');
  });

  it('refuses a plate no vehicle carries, on the field, and sends nothing', async () => {
    const xhr = fakeXhr([]);
    renderEdit();
    const plate = await screen.findByTestId('template-plate', {}, WAIT);
    fireEvent.change(plate, { target: { value: 'Б 123 ВС 77' } });
    fireEvent.click(screen.getByTestId('template-submit'));
    const error = await screen.findByText(PLATE_MESSAGES.format, {}, WAIT);
    expect(plate.getAttribute('aria-invalid')).toBe('true');
    expect(plate.getAttribute('aria-describedby')).toContain(error.id);
    expect(xhr.sent).toHaveLength(0);
  });
});

describe('«Проверка машины»', { timeout: 30_000 }, () => {
  it('asks for the plate first', async () => {
    renderEdit(makeTemplate({ plate: '', check: UNCHECKED }));
    expect((await screen.findByTestId('vehicle-check-no-plate', {}, WAIT)).textContent).toContain(
      'Укажите госномер',
    );
    expect(screen.queryByTestId('vehicle-check-form')).toBeNull();
  });

  it('sends the СТС and, when the owner is another, the lease; then says «На проверке»', async () => {
    const pending: TVehicleCheck = {
      ...UNCHECKED,
      status: 'pending',
      hasSts: true,
      hasLease: true,
      uploadedAt: '2030-01-01T00:00:00.000Z',
    };
    const xhr = fakeXhr([
      { status: 200, body: { error: false, template: makeTemplate({ plate: 'А123ВС77', check: pending }) } },
    ]);
    renderEdit();
    const section = await screen.findByTestId('vehicle-check', {}, WAIT);
    expect(within(section).getByTestId('vehicle-check-status').textContent).toBe('Не проверена');
    expect(within(section).getByRole('heading', { name: 'Проверка машины · А 123 ВС 77' })).toBeTruthy();
    pick('vehicle-check-sts', file('sts.jpg', 'image/jpeg'));
    fireEvent.click(within(section).getByLabelText('Собственник в СТС — не я и не моя компания'));
    pick('vehicle-check-lease', file('lease.png', 'image/png'));
    fireEvent.click(within(section).getByTestId('vehicle-check-submit'));
    await waitFor(() => expect(xhr.sent).toHaveLength(1), WAIT);
    const [sent] = xhr.sent;
    expect(sent!.path).toBe('/api/vehicle-template/check-upload');
    expect(sent!.form.get('id')).toBe('t1');
    expect((sent!.form.get('stsPhoto') as File).name).toBe('sts.jpg');
    expect((sent!.form.get('leasePhoto') as File).name).toBe('lease.png');
    await waitFor(
      () => expect(within(section).getByTestId('vehicle-check-status').textContent).toBe('На проверке'),
      WAIT,
    );
    expect(within(section).getByTestId('vehicle-check-submit').textContent).toBe('Отправить заново');
  });

  it('refuses a file that is no photo before sending, and asks for the СТС when none is there', async () => {
    const xhr = fakeXhr([]);
    renderEdit();
    const section = await screen.findByTestId('vehicle-check', {}, WAIT);
    fireEvent.click(within(section).getByTestId('vehicle-check-submit'));
    expect(await within(section).findByText(VEHICLE_CHECK_MESSAGES.stsRequired, {}, WAIT)).toBeTruthy();
    pick('vehicle-check-sts', file('sts.pdf', 'application/pdf'));
    expect(await within(section).findByText(VEHICLE_CHECK_MESSAGES.stsType, {}, WAIT)).toBeTruthy();
    fireEvent.click(within(section).getByTestId('vehicle-check-submit'));
    expect(xhr.sent).toHaveLength(0);
  });

  it('puts the server’s refusal on its field', async () => {
    fakeXhr([
      {
        status: 415,
        body: { error: true, errors: [{ msg: VEHICLE_CHECK_MESSAGES.stsType, param: 'stsPhoto' }] },
      },
    ]);
    renderEdit();
    const section = await screen.findByTestId('vehicle-check', {}, WAIT);
    pick('vehicle-check-sts', file('sts.jpg', 'image/jpeg'));
    fireEvent.click(within(section).getByTestId('vehicle-check-submit'));
    const error = await within(section).findByText(VEHICLE_CHECK_MESSAGES.stsType, {}, WAIT);
    const button = within(section).getByRole('button', { name: /Фото СТС/ });
    expect(button.getAttribute('aria-invalid')).toBe('true');
    expect(button.getAttribute('aria-describedby')).toContain(error.id);
  });

  it('says «Отклонено: <причина>» with the moderator’s reason', async () => {
    renderEdit(
      makeTemplate({
        plate: 'А123ВС77',
        check: { ...UNCHECKED, status: 'rejected', comment: 'СТС нечитаемо' },
      }),
    );
    expect((await screen.findByTestId('vehicle-check-status', {}, WAIT)).textContent).toBe(
      'Отклонено: СТС нечитаемо',
    );
  });

  it('a checked vehicle: the mark, and no form', async () => {
    renderEdit(
      makeTemplate({
        plate: 'А123ВС77',
        check: { ...UNCHECKED, status: 'verified', verified: true, hasSts: true },
      }),
    );
    expect((await screen.findByTestId('vehicle-check-status', {}, WAIT)).textContent).toBe(
      'Машина проверена',
    );
    expect(screen.getByTestId('vehicle-check-verified')).toBeTruthy();
    expect(screen.queryByTestId('vehicle-check-form')).toBeNull();
    expect(screen.getByText(/Если изменить госномер, проверку нужно будет пройти заново/)).toBeTruthy();
  });
});
