import type { CompanyState } from '@fura/domain/company-check';

/** What the state register says of a company or an ИП (DaData «Организация по ИНН»). */
export interface RegisteredCompany {
  inn: string;
  /** «ООО «Ромашка»», «ИП Петров Иван Иванович»: DaData's `name.short_with_opf`. */
  name: string;
  ogrn: string | null;
  /** An organisation's KPP; null for an ИП. */
  kpp: string | null;
  type: 'LEGAL' | 'INDIVIDUAL';
  state: CompanyState;
  /** YYYY-MM-DD in Moscow. */
  registeredAt: string | null;
  address: string | null;
}

export type CompanyLookup =
  | { kind: 'found'; company: RegisteredCompany }
  | { kind: 'notFound' }
  /** No token, a timeout, an HTTP error or an answer we cannot read: the company stays «не проверена». */
  | { kind: 'unavailable'; reason: string };

/** The register behind the company check (issue 29): DaData with DADATA_TOKEN, or none. */
export interface CompanyRegistry {
  readonly kind: 'dadata' | 'none';
  /** `inn` is 10 or 12 digits with valid check digits. Never throws for an outage: answers `unavailable`. */
  findByInn(inn: string): Promise<CompanyLookup>;
}
