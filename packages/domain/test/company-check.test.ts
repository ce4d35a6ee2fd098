import { describe, expect, it } from 'vitest';
import {
  companyAge,
  companyBlockedMessage,
  companyBlocksDeals,
  COMPANY_STATES,
  isNewcomer,
} from '../src/company-check';

const now = new Date('2026-11-29T12:00:00.000Z');
const at = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

describe('the company’s state in the register', () => {
  it('bars a liquidating, liquidated or bankrupt company from deals, not an active or reorganizing one', () => {
    const barred = COMPANY_STATES.filter((state) => companyBlocksDeals(state));
    expect(barred).toEqual(['LIQUIDATING', 'LIQUIDATED', 'BANKRUPT']);
    expect(companyBlocksDeals(null)).toBe(false);
    expect(companyBlockedMessage('LIQUIDATED')).toBe(
      'Компания в реестре — «ликвидирована»: публиковать объявления, отправлять заявки и быть исполнителем нельзя',
    );
  });

  it('says how old the company is in Russian', () => {
    expect(companyAge(at('2020-05-10'), now)).toBe('6 лет');
    expect(companyAge(at('2025-11-29'), now)).toBe('1 год');
    expect(companyAge(at('2023-12-01'), now)).toBe('2 года');
    expect(companyAge(at('2026-03-30'), now)).toBe('7 месяцев');
    expect(companyAge(at('2026-10-29'), now)).toBe('1 месяц');
    expect(companyAge(at('2026-11-01'), now)).toBe('меньше месяца');
  });

  it('marks a company younger than 3 months or a user of less than 7 days as «новый участник»', () => {
    const old = at('2020-01-01');
    expect(isNewcomer({ registeredAt: old, companyRegisteredAt: null }, now)).toBe(false);
    expect(isNewcomer({ registeredAt: old, companyRegisteredAt: at('2026-09-01') }, now)).toBe(true);
    expect(isNewcomer({ registeredAt: old, companyRegisteredAt: at('2026-08-29') }, now)).toBe(false);
    expect(
      isNewcomer({ registeredAt: new Date(now.getTime() - 6 * 86_400_000), companyRegisteredAt: old }, now),
    ).toBe(true);
    expect(
      isNewcomer({ registeredAt: new Date(now.getTime() - 7 * 86_400_000), companyRegisteredAt: old }, now),
    ).toBe(false);
  });
});
