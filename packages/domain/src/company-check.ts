import { pluralRu } from './plural';

/**
 * What the state register says of a user's company (issue 29): DaData's «Организация по ИНН» state, checked when the
 * INN is stated and every week after. A company that is being liquidated, is liquidated or bankrupt cannot publish,
 * send requests or be chosen as an executor.
 */
export const COMPANY_STATES = ['ACTIVE', 'LIQUIDATING', 'LIQUIDATED', 'BANKRUPT', 'REORGANIZING'] as const;
export type CompanyState = (typeof COMPANY_STATES)[number];

export const COMPANY_STATE_LABELS: Record<CompanyState, string> = {
  ACTIVE: 'действующая',
  LIQUIDATING: 'ликвидируется',
  LIQUIDATED: 'ликвидирована',
  BANKRUPT: 'банкротство',
  REORGANIZING: 'реорганизуется',
};

const BLOCKING: ReadonlySet<CompanyState> = new Set<CompanyState>(['LIQUIDATING', 'LIQUIDATED', 'BANKRUPT']);

/** Whether the company's state bars its user from deals. */
export function companyBlocksDeals(state: CompanyState | null): boolean {
  return state !== null && BLOCKING.has(state);
}

/** The refusal (400) for a user whose company's state bars him, naming the state. */
export function companyBlockedMessage(state: CompanyState): string {
  return `Компания в реестре — «${COMPANY_STATE_LABELS[state]}»: публиковать объявления, отправлять заявки и быть исполнителем нельзя`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole calendar months from `from` to `to` (UTC), never negative. */
function monthsBetween(from: Date, to: Date): number {
  const months = (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + (to.getUTCMonth() - from.getUTCMonth());
  return Math.max(0, to.getUTCDate() < from.getUTCDate() ? months - 1 : months);
}

/** «6 лет», «1 год», «8 месяцев», «меньше месяца»: how long the company has been registered. */
export function companyAge(registeredAt: Date, now: Date): string {
  const months = monthsBetween(registeredAt, now);
  const years = Math.floor(months / 12);
  if (years >= 1) return `${years} ${pluralRu(years, ['год', 'года', 'лет'])}`;
  if (months >= 1) return `${months} ${pluralRu(months, ['месяц', 'месяца', 'месяцев'])}`;
  return 'меньше месяца';
}

/** A company younger than this many months, or a user registered less than this many days ago, is «новый участник». */
export const NEWCOMER_COMPANY_MONTHS = 3;
export const NEWCOMER_USER_DAYS = 7;

/** «Новый участник»: information for the other side, not a ban. */
export function isNewcomer(
  user: { registeredAt: Date; companyRegisteredAt: Date | null },
  now: Date,
): boolean {
  if (now.getTime() - user.registeredAt.getTime() < NEWCOMER_USER_DAYS * DAY_MS) return true;
  return (
    user.companyRegisteredAt !== null &&
    monthsBetween(user.companyRegisteredAt, now) < NEWCOMER_COMPANY_MONTHS
  );
}
