import type { TPlaceSuggestion } from '@fura/domain/address';

/** Settlement suggestions: DaData when a token is configured, otherwise the bundled list (DESIGN §2). */
export interface AddressProvider {
  readonly kind: 'dadata' | 'local';
  /** `query` is already trimmed and non-empty; `count` is 1..20. Never throws for a provider outage. */
  suggest(query: string, count: number): Promise<TPlaceSuggestion[]>;
}
