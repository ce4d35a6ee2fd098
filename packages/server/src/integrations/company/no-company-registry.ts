import type { CompanyLookup, CompanyRegistry } from './company-registry';

/** Without DADATA_TOKEN nothing can be checked: every company stays «не проверена», never shown as checked. */
export class NoCompanyRegistry implements CompanyRegistry {
  readonly kind = 'none';

  findByInn(): Promise<CompanyLookup> {
    return Promise.resolve({ kind: 'unavailable', reason: 'no DADATA_TOKEN' });
  }
}
