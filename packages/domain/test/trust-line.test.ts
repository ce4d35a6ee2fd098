import { describe, expect, it } from 'vitest';
import { monthYearRu, trustFactsOf, trustLine, type TrustInput, type TTrustFacts } from '../src/trust-line';

const now = new Date('2026-11-29T12:00:00.000Z');

const company: NonNullable<TrustInput['company']> = {
  legalForm: 'ooo',
  inn: '7701000019',
  name: 'ООО «Ромашка»',
  ogrn: '1197746000000',
  state: 'ACTIVE',
  registeredAt: '2020-05-10',
  checkStatus: 'checked',
};

const user: TrustInput = {
  isPassportVerified: true,
  rating: 4.75,
  reviewsCount: 12,
  createdAt: new Date('2025-11-03T08:00:00.000Z'),
  completedDeals: 12,
  company,
};

const texts = (facts: TTrustFacts) => trustLine(facts).map((item) => item.text);

describe('trustFactsOf: what the server says of a user', () => {
  it('gives a checked company’s register data and its age as of now', () => {
    const facts = trustFactsOf(user, now);
    expect(facts.company).toEqual({
      legalForm: 'ooo',
      status: 'checked',
      name: 'ООО «Ромашка»',
      inn: '7701000019',
      ogrn: '1197746000000',
      registeredAt: '2020-05-10',
      age: '6 лет',
      state: 'ACTIVE',
    });
    expect(facts.newcomer).toBe(false);
    expect(facts.memberSince).toBe('2025-11-03T08:00:00.000Z');
  });

  it('never shows a stated INN the register did not confirm', () => {
    for (const checkStatus of ['pending', 'unavailable', 'notFound'] as const) {
      const facts = trustFactsOf({ ...user, company: { ...company, checkStatus } }, now);
      expect(facts.company, checkStatus).toMatchObject({
        status: 'unchecked',
        name: null,
        inn: null,
        ogrn: null,
      });
    }
    const person = trustFactsOf(
      { ...user, company: { ...company, legalForm: 'person', checkStatus: 'notRequired' } },
      now,
    );
    expect(person.company).toMatchObject({ status: 'notRequired', inn: null });
  });

  it('keeps a blocking state the register gave while a re-check cannot reach it', () => {
    const facts = trustFactsOf(
      { ...user, company: { ...company, state: 'LIQUIDATED', checkStatus: 'unavailable' } },
      now,
    );
    expect(facts.company).toMatchObject({ status: 'unchecked', state: 'LIQUIDATED' });
    expect(trustLine(facts)[0]).toEqual({
      kind: 'companyBlocked',
      text: 'Компания — ликвидирована',
      tone: 'danger',
    });
  });

  it('marks a company younger than 3 months or a user of less than 7 days as new', () => {
    const young = trustFactsOf({ ...user, company: { ...company, registeredAt: '2026-10-01' } }, now);
    expect(young.newcomer).toBe(true);
    const fresh = trustFactsOf(
      { ...user, company: null, createdAt: new Date('2026-11-25T00:00:00.000Z') },
      now,
    );
    expect(fresh.newcomer).toBe(true);
    // An unconfirmed registration date says nothing.
    const unconfirmed = trustFactsOf(
      { ...user, company: { ...company, registeredAt: '2026-10-01', checkStatus: 'unavailable' } },
      now,
    );
    expect(unconfirmed.newcomer).toBe(false);
  });
});

describe('trustLine: the items shown', () => {
  it('lists a checked company with its age, the passport, deals, rating and the month of registration', () => {
    expect(trustLine(trustFactsOf(user, now))).toEqual([
      { kind: 'company', text: 'Компания проверена · 6 лет', tone: 'good' },
      { kind: 'passport', text: 'Паспорт проверен', tone: 'good' },
      { kind: 'deals', text: '12 завершённых сделок', tone: 'neutral' },
      { kind: 'rating', text: 'Рейтинг 4,8 · 12 отзывов', tone: 'neutral' },
      { kind: 'memberSince', text: 'На Фуре с ноября 2025', tone: 'neutral' },
    ]);
  });

  it('says «Компания не проверена» for a stated company the register did not confirm', () => {
    const facts = trustFactsOf({ ...user, company: { ...company, checkStatus: 'unavailable' } }, now);
    expect(trustLine(facts)[0]).toEqual({
      kind: 'companyUnchecked',
      text: 'Компания не проверена',
      tone: 'warning',
    });
  });

  it('names each blocking state and a reorganizing company’s state', () => {
    const line = (state: NonNullable<TrustInput['company']>['state']) =>
      trustLine(trustFactsOf({ ...user, company: { ...company, state } }, now))[0];
    expect(line('LIQUIDATING')).toMatchObject({ text: 'Компания — ликвидируется', tone: 'danger' });
    expect(line('BANKRUPT')).toMatchObject({ text: 'Компания — банкротство', tone: 'danger' });
    expect(line('REORGANIZING')).toMatchObject({ text: 'Компания проверена · реорганизуется', tone: 'good' });
  });

  it('shows a vehicle check, Russian plurals, no rating without reviews, and «Новый участник»', () => {
    const facts = trustFactsOf(
      {
        ...user,
        company: null,
        isPassportVerified: false,
        vehicleChecked: true,
        completedDeals: 1,
        reviewsCount: 0,
        createdAt: new Date('2026-11-28T22:30:00.000Z'),
      },
      now,
    );
    expect(texts(facts)).toEqual([
      'Машина проверена',
      '1 завершённая сделка',
      'На Фуре с ноября 2026',
      'Новый участник',
    ]);
    expect(texts({ ...facts, completedDeals: 3, vehicleChecked: false })[0]).toBe('3 завершённые сделки');
    expect(texts({ ...facts, completedDeals: 0 })).toContain('Нет завершённых сделок');
  });

  it('leaves a самозанятый’s or физлицо’s form out: the register of companies does not hold them', () => {
    const facts = trustFactsOf(
      { ...user, company: { ...company, legalForm: 'selfEmployed', checkStatus: 'notRequired' } },
      now,
    );
    expect(trustLine(facts).map((item) => item.kind)).not.toContain('companyUnchecked');
    expect(trustLine(facts).map((item) => item.kind)).not.toContain('company');
  });
});

describe('monthYearRu', () => {
  it('names the month in Moscow, in the genitive', () => {
    // 31 December 22:00 UTC is already 1 January in Moscow.
    expect(monthYearRu('2025-12-31T22:00:00.000Z')).toBe('января 2026');
    expect(monthYearRu('2025-03-15T10:00:00.000Z')).toBe('марта 2025');
  });
});
