// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { INN_MESSAGES } from '@fura/domain/company-inn';
import { COMPANY_MESSAGES, type TOwnCompany } from '@fura/domain/company-schemas';
import type { TUserResponse } from '@fura/domain/user';
import { ProfileInfoPage } from '../../src/features/profile/pages/ProfileInfoPage';
import { SESSION_QUERY_KEY } from '../../src/shared/session/session-query';
import { renderPage, stubFetch } from '../inputs/render';
import { USER, sessionOf } from './session-fixture';

const CHECKED: TOwnCompany = {
  legalForm: 'ooo',
  inn: '7701000019',
  name: 'ООО «Ромашка»',
  ogrn: '1197746123456',
  kpp: '770101001',
  address: 'г Москва, ул Тверская, д 1',
  state: 'ACTIVE',
  stateLabel: 'действующая',
  registeredAt: '2019-03-12',
  checkStatus: 'checked',
  checkedAt: '2026-11-29T10:00:00.000Z',
  blocked: false,
};

function renderProfile(company: TOwnCompany | null) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(SESSION_QUERY_KEY, { ...sessionOf(USER), company });
  return renderPage(<ProfileInfoPage />, { path: '/profile/info', queryClient });
}

function section() {
  return screen.getByTestId('company-section');
}

function typeInn(value: string) {
  fireEvent.change(screen.getByTestId('company-inn'), { target: { value } });
}

function chooseForm(label: string) {
  fireEvent.click(screen.getByTestId('company-form-select'));
  fireEvent.click(screen.getByRole('option', { name: label }));
}

describe('«Компания» in /profile/info', () => {
  it('names its fields by visible labels and offers the four legal forms', () => {
    renderProfile(null);
    expect(within(section()).getByRole('heading', { level: 2, name: 'Компания' })).toBeTruthy();
    expect(screen.getByLabelText(/^ИНН/)).toBe(screen.getByTestId('company-inn'));
    fireEvent.click(screen.getByTestId('company-form-select'));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'ООО',
      'ИП',
      'Самозанятый',
      'Физлицо',
    ]);
    expect(screen.queryByTestId('company-check')).toBeNull();
    expect(screen.queryByTestId('company-delete')).toBeNull();
  });

  it('refuses a mistyped INN and a wrong length before sending, the message tied to the field', async () => {
    const fetchMock = stubFetch(200, {});
    renderProfile(null);
    fireEvent.click(screen.getByTestId('company-submit'));
    expect(await screen.findByText(COMPANY_MESSAGES.legalForm)).toBeTruthy();
    chooseForm('ООО');
    typeInn('7701000018');
    fireEvent.click(screen.getByTestId('company-submit'));
    const input = screen.getByTestId('company-inn');
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    const error = screen.getByText(INN_MESSAGES.checksum);
    expect(input.getAttribute('aria-describedby')).toContain(error.id);
    typeInn('770100000079');
    fireEvent.click(screen.getByTestId('company-submit'));
    expect(await screen.findByText(INN_MESSAGES.lengthOoo)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps digits only: an INN copied with spaces and dashes', () => {
    renderProfile(null);
    typeInn('7701 000-019');
    expect(screen.getByTestId('company-inn')).toHaveProperty('value', '7701000019');
  });

  it('saves, and shows what the register said: «Проверена: …»', async () => {
    const fetchMock = stubFetch(200, { error: false, company: CHECKED });
    const { queryClient } = renderProfile(null);
    chooseForm('ООО');
    typeInn('7701000019');
    fireEvent.click(screen.getByTestId('company-submit'));
    const result = await screen.findByTestId('company-check');
    expect(result.textContent).toContain(
      'Проверена: ООО «Ромашка», ОГРН 1197746123456, действующая, зарегистрирована 12.03.2019',
    );
    expect(result.dataset.tone).toBe('good');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/user/company/save');
    expect(JSON.parse(init?.body as string)).toMatchObject({ legalForm: 'ooo', inn: '7701000019' });
    expect(queryClient.getQueryData<TUserResponse>(SESSION_QUERY_KEY)?.company).toEqual(CHECKED);
  });

  it('says when the check could not be made: «не проверена»', () => {
    const unchecked = {
      ...CHECKED,
      name: null,
      ogrn: null,
      kpp: null,
      address: null,
      state: null,
      stateLabel: null,
      registeredAt: null,
      checkedAt: null,
    };
    renderProfile({ ...unchecked, checkStatus: 'unavailable' });
    expect(screen.getByTestId('company-check').textContent).toContain(
      'Не проверена — сервис проверки недоступен',
    );
  });

  it('shows «Не найдена в реестре»', () => {
    renderProfile({ ...CHECKED, name: null, state: null, stateLabel: null, checkStatus: 'notFound' });
    expect(screen.getByTestId('company-check').textContent).toContain('Не найдена в реестре');
  });

  it('shows a blocking state in red with what it bars', () => {
    renderProfile({ ...CHECKED, state: 'LIQUIDATED', stateLabel: 'ликвидирована', blocked: true });
    const result = screen.getByTestId('company-check');
    expect(result.dataset.tone).toBe('danger');
    expect(result.textContent).toContain('ликвидирована');
    expect(result.textContent).toContain(
      'публиковать объявления, отправлять заявки и быть исполнителем нельзя',
    );
  });

  it('fills the form with the stated company and shows the server’s refusal at the field', async () => {
    stubFetch(400, { error: true, errors: [{ msg: COMPANY_MESSAGES.blockedKeep, param: 'inn' }] });
    renderProfile({ ...CHECKED, state: 'LIQUIDATED', stateLabel: 'ликвидирована', blocked: true });
    expect(screen.getByTestId('company-inn')).toHaveProperty('value', '7701000019');
    chooseForm('Физлицо');
    typeInn('770100000142');
    fireEvent.click(screen.getByTestId('company-submit'));
    expect(await screen.findByText(COMPANY_MESSAGES.blockedKeep)).toBeTruthy();
    expect(screen.getByTestId('company-inn').getAttribute('aria-invalid')).toBe('true');
  });

  it('deletes the company', async () => {
    const fetchMock = stubFetch(200, { error: false, company: null });
    const { queryClient } = renderProfile(CHECKED);
    fireEvent.click(screen.getByTestId('company-delete'));
    await waitFor(() => expect(screen.queryByTestId('company-check')).toBeNull());
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/user/company/delete');
    expect(queryClient.getQueryData<TUserResponse>(SESSION_QUERY_KEY)?.company).toBeNull();
  });

  it('is not shown to an admin', () => {
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Infinity } },
    });
    queryClient.setQueryData(SESSION_QUERY_KEY, sessionOf({ ...USER, type: 'admin' }));
    renderPage(<ProfileInfoPage />, { path: '/profile/info', queryClient });
    expect(screen.queryByTestId('company-section')).toBeNull();
  });
});
