import { describe, expect, it } from 'vitest';
import { calendarDateRu } from '../src/calendar-date';
import {
  COMPANY_MESSAGES,
  companyCheckSummary,
  ZCompanySaveRequest,
  type TOwnCompany,
} from '../src/company-schemas';
import { INN_MESSAGES } from '../src/company-inn';
import { messagesOf } from './zod-issues';

describe('ZCompanySaveRequest: the legal form and its INN', () => {
  it('accepts an ООО with a 10-digit INN and an ИП, a самозанятый, a физлицо with a 12-digit one', () => {
    expect(ZCompanySaveRequest.safeParse({ legalForm: 'ooo', inn: '7707083893' }).success).toBe(true);
    for (const legalForm of ['ip', 'selfEmployed', 'person']) {
      expect(ZCompanySaveRequest.safeParse({ legalForm, inn: '500100732259' }).success, legalForm).toBe(true);
    }
  });

  it('takes the INN as people copy it, with spaces and dashes', () => {
    expect(ZCompanySaveRequest.safeParse({ legalForm: 'ooo', inn: ' 7707-083 893 ' }).success).toBe(true);
  });

  it('ties each refusal to the INN field with the form’s words', () => {
    const inn = (legalForm: string, value: string) =>
      messagesOf(ZCompanySaveRequest.safeParse({ legalForm, inn: value }));
    expect(inn('ooo', '500100732259')).toEqual([{ path: 'inn', message: INN_MESSAGES.lengthOoo }]);
    expect(inn('ip', '7707083893')).toEqual([{ path: 'inn', message: INN_MESSAGES.lengthPerson }]);
    expect(inn('ooo', '7707083894')).toEqual([{ path: 'inn', message: INN_MESSAGES.checksum }]);
    expect(inn('ooo', '77O7083893')).toEqual([{ path: 'inn', message: INN_MESSAGES.digits }]);
    expect(inn('ooo', '  ')).toEqual([{ path: 'inn', message: COMPANY_MESSAGES.innRequired }]);
  });

  it('refuses an unknown legal form and a missing INN', () => {
    expect(messagesOf(ZCompanySaveRequest.safeParse({ legalForm: 'ao', inn: '7707083893' }))).toEqual([
      { path: 'legalForm', message: COMPANY_MESSAGES.legalForm },
    ]);
    expect(messagesOf(ZCompanySaveRequest.safeParse({ legalForm: 'ooo' }))).toEqual([
      { path: 'inn', message: COMPANY_MESSAGES.innRequired },
    ]);
  });
});

const checked: TOwnCompany = {
  legalForm: 'ooo',
  inn: '7701000019',
  name: 'ООО «Ромашка»',
  ogrn: '1197746000000',
  kpp: '770101001',
  address: 'г Москва, ул Тверская, д 1',
  state: 'ACTIVE',
  stateLabel: 'действующая',
  registeredAt: '2019-03-12',
  checkStatus: 'checked',
  checkedAt: '2026-11-29T10:00:00.000Z',
  blocked: false,
};

describe('companyCheckSummary: the check’s result in the profile', () => {
  it('names a checked company with its OGRN, state and registration date', () => {
    expect(companyCheckSummary(checked)).toEqual({
      tone: 'good',
      title: 'Проверена: ООО «Ромашка», ОГРН 1197746000000, действующая, зарегистрирована 12.03.2019',
      text: 'Другие пользователи видят «Компания проверена»',
    });
    expect(companyCheckSummary({ ...checked, legalForm: 'ip', name: 'ИП Петров Иван Иванович' }).title).toBe(
      'Проверена: ИП Петров Иван Иванович, ОГРНИП 1197746000000, действующая, зарегистрирована 12.03.2019',
    );
  });

  it('shows a blocking state in red with what it bars', () => {
    const summary = companyCheckSummary({
      ...checked,
      state: 'LIQUIDATED',
      stateLabel: 'ликвидирована',
      blocked: true,
    });
    expect(summary.tone).toBe('danger');
    expect(summary.title).toContain('ликвидирована');
    expect(summary.text).toContain('публиковать объявления, отправлять заявки и быть исполнителем нельзя');
  });

  it('says when the service could not check, the register has no such INN, or no check is needed', () => {
    const none = { name: null, ogrn: null, kpp: null, address: null, state: null, stateLabel: null };
    const base = { ...checked, ...none, registeredAt: null, checkedAt: null };
    expect(companyCheckSummary({ ...base, checkStatus: 'unavailable' }).title).toBe(
      'Не проверена — сервис проверки недоступен',
    );
    expect(companyCheckSummary({ ...base, checkStatus: 'notFound' }).title).toBe('Не найдена в реестре');
    expect(companyCheckSummary({ ...base, checkStatus: 'pending' }).title).toBe('Ещё не проверена');
    expect(
      companyCheckSummary({
        ...base,
        legalForm: 'selfEmployed',
        inn: '500100732259',
        checkStatus: 'notRequired',
      }),
    ).toMatchObject({ tone: 'neutral', title: 'Самозанятый, ИНН 500100732259' });
  });

  it('writes a calendar date the Russian way', () => {
    expect(calendarDateRu('2019-03-12')).toBe('12.03.2019');
  });
});
