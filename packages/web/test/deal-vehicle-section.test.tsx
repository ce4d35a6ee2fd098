// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '@fura/domain/credentials';
import { DEAL_VEHICLE_MESSAGES, type TDealVehicle } from '@fura/domain/deal-vehicle';
import { PLATE_MESSAGES } from '@fura/domain/vehicle-plate';
import { DealVehicleSection } from '../src/features/deal/components/DealVehicleSection';
import { emitEvent } from './deal-socket';
import { makeSession } from './fixtures';
import { renderPage } from './inputs/render';
import { stubApi } from './my-articles-fixtures';
import { makeQueryClient } from './render';
import { makeTemplate } from './vehicle-templates-fakes';

vi.mock('../src/shared/socket/socket', async () => (await import('./deal-socket')).dealSocketModule());

/** Issue 29: «Транспорт и водитель» on the deal page — the carrier’s form, the cargo owner’s lines. */
const WAIT = { timeout: 5000 };
const IDS = { articleId: 'a1', executorId: 'c1' };

function vehicle(overrides: Partial<TDealVehicle> = {}): TDealVehicle {
  return {
    plate: '',
    templateId: null,
    templateName: null,
    verified: false,
    driverName: '',
    driverPhone: '',
    termsVersion: 1,
    canEdit: false,
    ...overrides,
  };
}

const CHECKED = makeTemplate({
  _id: 'tpl-volvo',
  name: 'Вольво белый',
  plate: 'А123ВС77',
  check: {
    status: 'verified',
    comment: null,
    uploadedAt: null,
    verified: true,
    hasSts: true,
    hasLease: false,
  },
});
const PLATELESS = makeTemplate({ _id: 'tpl-gazelle', name: 'Газель', plate: '' });

function renderSection(handlers: Parameters<typeof stubApi>[0]) {
  const calls = stubApi({
    '/api/vehicle-template/list': () => ({ body: { error: false, templates: [CHECKED, PLATELESS] } }),
    ...handlers,
  });
  renderPage(<DealVehicleSection {...IDS} />, {
    path: '/deal/a1/c1',
    queryClient: makeQueryClient(makeSession({}, { type: 'carrier' })),
  });
  return calls;
}

function choose(testId: string, option: string | RegExp) {
  fireEvent.click(screen.getByTestId(testId));
  fireEvent.click(screen.getByRole('option', { name: option }));
}

describe('DealVehicleSection', { timeout: 30_000 }, () => {
  it('shows the cargo owner the plate with «Машина проверена» and the driver with a tel: link', async () => {
    renderSection({
      '/api/deal/vehicle/get': () => ({
        body: {
          error: false,
          vehicle: vehicle({
            plate: 'А123ВС77',
            verified: true,
            driverName: 'Иванов Иван',
            driverPhone: '79161234567',
          }),
        },
      }),
    });
    const section = await screen.findByTestId('deal-vehicle-section', {}, WAIT);
    await within(section).findByTestId('deal-vehicle-lines', {}, WAIT);
    expect(within(section).getByRole('heading', { name: 'Транспорт и водитель' })).toBeTruthy();
    expect(within(section).getByTestId('deal-vehicle-plate').textContent).toBe('Госномер А 123 ВС 77');
    expect(within(section).getByTestId('deal-vehicle-verified').textContent).toBe('Машина проверена');
    expect(within(section).getByTestId('deal-vehicle-driver').textContent).toBe(
      'Водитель: Иванов Иван, +7 (916) 123-45-67',
    );
    expect(within(section).getByRole('link', { name: '+7 (916) 123-45-67' }).getAttribute('href')).toBe(
      'tel:+79161234567',
    );
    expect(within(section).queryByTestId('deal-vehicle-form')).toBeNull();
  });

  it('says what is not stated yet, without the mark for an unchecked plate', async () => {
    renderSection({
      '/api/deal/vehicle/get': () => ({ body: { error: false, vehicle: vehicle({ plate: 'В456ОР99' }) } }),
    });
    expect((await screen.findByTestId('deal-vehicle-plate', {}, WAIT)).textContent).toBe(
      'Госномер В 456 ОР 99',
    );
    expect(screen.queryByTestId('deal-vehicle-verified')).toBeNull();
    expect(screen.getByTestId('deal-vehicle-driver').textContent).toBe('Водитель не указан');
  });

  it('shows nothing to someone who is no party of the deal', async () => {
    renderSection({
      '/api/deal/vehicle/get': () => ({
        status: 404,
        body: { error: true, errors: [{ msg: 'Сделка не найдена' }] },
      }),
    });
    await waitFor(() => expect(screen.queryByTestId('deal-vehicle-section')).toBeNull(), WAIT);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('deal-vehicle-section')).toBeNull();
  });

  it('the carrier picks his checked template and a driver; the answer replaces the form', async () => {
    let stated = vehicle({ canEdit: true });
    const calls = renderSection({
      '/api/deal/vehicle/get': () => ({ body: { error: false, vehicle: stated } }),
      '/api/deal/vehicle/set': (body) => {
        stated = vehicle({
          canEdit: true,
          plate: 'А123ВС77',
          templateId: 'tpl-volvo',
          templateName: 'Вольво белый',
          verified: true,
          driverName: String(body.driverName),
          driverPhone: String(body.driverPhone),
          termsVersion: 2,
        });
        return { body: { error: false, vehicle: stated } };
      },
    });
    await screen.findByTestId('deal-vehicle-form', {}, WAIT);
    await waitFor(
      () => expect(calls.some((call) => call.path === '/api/vehicle-template/list')).toBe(true),
      WAIT,
    );
    choose('deal-vehicle-choice', 'Вольво белый · А 123 ВС 77 · проверена');
    expect(screen.queryByTestId('deal-vehicle-plate-input')).toBeNull();
    fireEvent.change(screen.getByTestId('deal-vehicle-driver-name'), { target: { value: 'Иванов Иван' } });
    fireEvent.change(screen.getByTestId('deal-vehicle-driver-phone'), { target: { value: '9161234567' } });
    fireEvent.click(screen.getByTestId('deal-vehicle-submit'));
    const lines = await screen.findByTestId('deal-vehicle-lines', {}, WAIT);
    expect(calls.find((call) => call.path === '/api/deal/vehicle/set')?.body).toEqual({
      ...IDS,
      templateId: 'tpl-volvo',
      driverName: 'Иванов Иван',
      driverPhone: '79161234567',
      socketId: 'test-socket-id',
    });
    expect(within(lines).getByTestId('deal-vehicle-plate').textContent).toBe(
      'Госномер А 123 ВС 77 · Вольво белый',
    );
    expect(within(lines).getByTestId('deal-vehicle-verified')).toBeTruthy();
    expect(screen.getByTestId('deal-vehicle-edit')).toBeTruthy();
  });

  it('checks a typed plate, the driver and his phone on their fields before sending', async () => {
    const calls = renderSection({
      '/api/deal/vehicle/get': () => ({ body: { error: false, vehicle: vehicle({ canEdit: true }) } }),
    });
    await screen.findByTestId('deal-vehicle-form', {}, WAIT);
    const plate = screen.getByTestId('deal-vehicle-plate-input');
    fireEvent.change(plate, { target: { value: 'Б 123 ВС 77' } });
    fireEvent.change(screen.getByTestId('deal-vehicle-driver-phone'), { target: { value: '916' } });
    fireEvent.click(screen.getByTestId('deal-vehicle-submit'));
    const plateError = await screen.findByText(PLATE_MESSAGES.format, {}, WAIT);
    expect(plate.getAttribute('aria-invalid')).toBe('true');
    expect(plate.getAttribute('aria-describedby')).toContain(plateError.id);
    const name = screen.getByTestId('deal-vehicle-driver-name');
    expect(name.getAttribute('aria-describedby')).toContain(
      screen.getByText(DEAL_VEHICLE_MESSAGES.driverName).id,
    );
    const phone = screen.getByTestId('deal-vehicle-driver-phone');
    expect(phone.getAttribute('aria-describedby')).toContain(screen.getByText(AUTH_MESSAGES.phone).id);
    expect(calls.some((call) => call.path === '/api/deal/vehicle/set')).toBe(false);
  });

  it('puts the server’s refusal on its field', async () => {
    renderSection({
      '/api/deal/vehicle/get': () => ({ body: { error: false, vehicle: vehicle({ canEdit: true }) } }),
      '/api/deal/vehicle/set': () => ({
        status: 400,
        body: { error: true, errors: [{ msg: DEAL_VEHICLE_MESSAGES.templateNotFound, param: 'templateId' }] },
      }),
    });
    await screen.findByTestId('deal-vehicle-form', {}, WAIT);
    fireEvent.change(screen.getByTestId('deal-vehicle-plate-input'), { target: { value: 'а123вс77' } });
    fireEvent.change(screen.getByTestId('deal-vehicle-driver-name'), { target: { value: 'Иванов Иван' } });
    fireEvent.change(screen.getByTestId('deal-vehicle-driver-phone'), { target: { value: '9161234567' } });
    fireEvent.click(screen.getByTestId('deal-vehicle-submit'));
    const error = await screen.findByText(DEAL_VEHICLE_MESSAGES.templateNotFound, {}, WAIT);
    expect(screen.getByTestId('deal-vehicle-choice').getAttribute('aria-describedby')).toContain(error.id);
  });

  it('reads the vehicle again when the carrier’s change is announced to the cargo owner', async () => {
    let stated = vehicle();
    renderSection({ '/api/deal/vehicle/get': () => ({ body: { error: false, vehicle: stated } }) });
    expect((await screen.findByTestId('deal-vehicle-plate', {}, WAIT)).textContent).toBe(
      'Госномер не указан',
    );
    stated = vehicle({
      plate: 'А123ВС77',
      verified: true,
      driverName: 'Иванов Иван',
      driverPhone: '79161234567',
    });
    emitEvent('sendNotification', {
      notification: {
        _id: 'n1',
        type: 'order',
        code: 'dealVehicleChanged',
        isRead: false,
        createdAt: '2030-01-01T00:00:00.000Z',
        info: { articleId: 'a1', executorId: 'c1' },
      },
    });
    await waitFor(
      () => expect(screen.getByTestId('deal-vehicle-plate').textContent).toBe('Госномер А 123 ВС 77'),
      WAIT,
    );
  });
});
