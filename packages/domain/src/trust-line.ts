import { z } from 'zod';
import {
  COMPANY_STATE_LABELS,
  COMPANY_STATES,
  companyAge,
  companyBlocksDeals,
  isNewcomer,
  type CompanyState,
} from './company-check';
import { REGISTERED_FORMS, LEGAL_FORMS, type LegalForm } from './legal-forms';
import type { CompanyCheckStatus } from './company-schemas';
import { pluralRu } from './plural';

/**
 * The trust line (issue 29) on every request, profile and listing author block: what Фура knows of a user, in a
 * row of short facts — «Компания проверена · 6 лет», «Паспорт проверен», «Машина проверена», deals completed,
 * rating, «На Фуре с ноября 2025», «Новый участник». Information for the other side, never a ban.
 *
 * The server builds the facts (`trustFactsOf`) when it presents a user, with its own clock, so a page rendered on the
 * server and hydrated in the browser says the same («6 лет» is the server's); `trustLine` turns them into the items.
 */

/**
 * A user's company as anyone may see it. The register's name, INN and OGRN are public data of the state register,
 * shown only once the register confirmed them (`status: 'checked'`); a stated but unconfirmed INN is not shown.
 */
export const ZTrustCompany = z.object({
  legalForm: z.enum(LEGAL_FORMS),
  /** checked: the register answered; unchecked: not (yet) confirmed; notRequired: самозанятый, физлицо. */
  status: z.enum(['checked', 'unchecked', 'notRequired']),
  name: z.string().nullable(),
  inn: z.string().nullable(),
  ogrn: z.string().nullable(),
  /** YYYY-MM-DD */
  registeredAt: z.string().nullable(),
  /** «6 лет», as of the moment the server presented it. */
  age: z.string().nullable(),
  state: z.enum(COMPANY_STATES).nullable(),
});
export type TTrustCompany = z.infer<typeof ZTrustCompany>;

export const ZTrustFacts = z.object({
  company: ZTrustCompany.nullable(),
  passportVerified: z.boolean(),
  /** «Машина проверена»: set where a vehicle is in question (an offer, a request made with a vehicle). */
  vehicleChecked: z.boolean().optional(),
  completedDeals: z.number().int().nonnegative(),
  rating: z.number(),
  reviewsCount: z.number().int().nonnegative(),
  /** ISO moment of registration. */
  memberSince: z.string(),
  /** A company younger than 3 months or a user registered less than 7 days ago (company-check.ts isNewcomer). */
  newcomer: z.boolean(),
});
export type TTrustFacts = z.infer<typeof ZTrustFacts>;

/** What the server knows when it presents a user. */
export interface TrustInput {
  isPassportVerified: boolean;
  rating: number;
  reviewsCount: number;
  createdAt: Date;
  completedDeals: number;
  vehicleChecked?: boolean;
  company: {
    legalForm: LegalForm;
    inn: string;
    name: string | null;
    ogrn: string | null;
    state: CompanyState | null;
    registeredAt: string | null;
    checkStatus: CompanyCheckStatus;
  } | null;
}

function publicCompany(company: NonNullable<TrustInput['company']>, now: Date): TTrustCompany {
  if (!REGISTERED_FORMS.includes(company.legalForm) || company.checkStatus === 'notRequired') {
    const none = { name: null, inn: null, ogrn: null, registeredAt: null, age: null, state: null };
    return { legalForm: company.legalForm, status: 'notRequired', ...none };
  }
  if (company.checkStatus !== 'checked') {
    // A blocking state the register gave earlier stands while a re-check cannot reach it.
    const state = company.state && companyBlocksDeals(company.state) ? company.state : null;
    const none = { name: null, inn: null, ogrn: null, registeredAt: null, age: null };
    return { legalForm: company.legalForm, status: 'unchecked', ...none, state };
  }
  const registeredAt = company.registeredAt;
  return {
    legalForm: company.legalForm,
    status: 'checked',
    name: company.name,
    inn: company.inn,
    ogrn: company.ogrn,
    registeredAt,
    age: registeredAt ? companyAge(new Date(`${registeredAt}T00:00:00.000Z`), now) : null,
    state: company.state,
  };
}

/** The facts of a user as the server presents them at `now`. */
export function trustFactsOf(input: TrustInput, now: Date): TTrustFacts {
  const company = input.company ? publicCompany(input.company, now) : null;
  const companyRegisteredAt =
    company?.status === 'checked' && company.registeredAt
      ? new Date(`${company.registeredAt}T00:00:00.000Z`)
      : null;
  return {
    company,
    passportVerified: input.isPassportVerified,
    ...(input.vehicleChecked === undefined ? {} : { vehicleChecked: input.vehicleChecked }),
    completedDeals: input.completedDeals,
    rating: input.rating,
    reviewsCount: input.reviewsCount,
    memberSince: input.createdAt.toISOString(),
    newcomer: isNewcomer({ registeredAt: input.createdAt, companyRegisteredAt }, now),
  };
}

export type TrustItemKind =
  | 'company'
  | 'companyUnchecked'
  | 'companyBlocked'
  | 'passport'
  | 'vehicle'
  | 'deals'
  | 'rating'
  | 'memberSince'
  | 'newcomer';

export interface TrustItem {
  kind: TrustItemKind;
  text: string;
  /** good: a confirmed fact; neutral: a plain fact; warning: not confirmed, or new; danger: the state bars deals. */
  tone: 'good' | 'neutral' | 'warning' | 'danger';
}

const MONTHS_GENITIVE = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
];

/** Moscow has been UTC+3 all year since 2014, older than any account. */
const MOSCOW_OFFSET_MS = 3 * 60 * 60 * 1000;

/** «ноября 2025»: the month and year of a moment in Moscow. */
export function monthYearRu(iso: string): string {
  const moscow = new Date(Date.parse(iso) + MOSCOW_OFFSET_MS);
  return `${MONTHS_GENITIVE[moscow.getUTCMonth()]} ${moscow.getUTCFullYear()}`;
}

/** «4,8»: a rating with one decimal and a Russian comma. */
function ratingRu(rating: number): string {
  return (Math.round(rating * 10) / 10).toFixed(1).replace('.', ',');
}

function companyItem(company: TTrustCompany): TrustItem | null {
  if (company.state && companyBlocksDeals(company.state)) {
    return {
      kind: 'companyBlocked',
      text: `Компания — ${COMPANY_STATE_LABELS[company.state]}`,
      tone: 'danger',
    };
  }
  if (company.status === 'notRequired') return null;
  if (company.status === 'unchecked') {
    return { kind: 'companyUnchecked', text: 'Компания не проверена', tone: 'warning' };
  }
  const detail =
    company.state && company.state !== 'ACTIVE' ? COMPANY_STATE_LABELS[company.state] : company.age;
  return {
    kind: 'company',
    text: detail ? `Компания проверена · ${detail}` : 'Компания проверена',
    tone: 'good',
  };
}

/** The trust line's items, in the order they are shown. Pure: everything time-bound came in the facts. */
export function trustLine(facts: TTrustFacts): TrustItem[] {
  const items: TrustItem[] = [];
  const company = facts.company ? companyItem(facts.company) : null;
  if (company) items.push(company);
  if (facts.passportVerified) items.push({ kind: 'passport', text: 'Паспорт проверен', tone: 'good' });
  if (facts.vehicleChecked) items.push({ kind: 'vehicle', text: 'Машина проверена', tone: 'good' });
  const deals = facts.completedDeals;
  items.push({
    kind: 'deals',
    text:
      deals === 0
        ? 'Нет завершённых сделок'
        : `${deals} ${pluralRu(deals, ['завершённая сделка', 'завершённые сделки', 'завершённых сделок'])}`,
    tone: 'neutral',
  });
  if (facts.reviewsCount > 0) {
    const reviews = pluralRu(facts.reviewsCount, ['отзыв', 'отзыва', 'отзывов']);
    items.push({
      kind: 'rating',
      text: `Рейтинг ${ratingRu(facts.rating)} · ${facts.reviewsCount} ${reviews}`,
      tone: 'neutral',
    });
  }
  items.push({ kind: 'memberSince', text: `На Фуре с ${monthYearRu(facts.memberSince)}`, tone: 'neutral' });
  if (facts.newcomer) items.push({ kind: 'newcomer', text: 'Новый участник', tone: 'warning' });
  return items;
}
