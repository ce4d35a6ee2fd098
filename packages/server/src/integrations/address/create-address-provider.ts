import type { FastifyBaseLogger } from 'fastify';
import type { TPlaceSuggestion } from '@fura/domain/address';
import type { Config } from '../../config';
import type { AddressProvider } from './address-provider';
import { DadataAddressProvider } from './dadata-address-provider';
import { LocalAddressProvider } from './local-address-provider';
import { LruCache } from './lru-cache';

const CACHE_ENTRIES = 1000;
const CACHE_TTL_MS = 24 * 60 * 60 * 1000;

/** DaData when DADATA_TOKEN is set (the bundled list as its fallback), otherwise the bundled list alone. */
export function createAddressProvider(
  config: Pick<Config, 'dadataToken' | 'dadataUrl'>,
  log: FastifyBaseLogger,
): AddressProvider {
  const local = new LocalAddressProvider();
  if (!config.dadataToken) return local;
  return new DadataAddressProvider({
    token: config.dadataToken,
    url: config.dadataUrl,
    fallback: local,
    cache: new LruCache<TPlaceSuggestion[]>(CACHE_ENTRIES, CACHE_TTL_MS),
    log,
  });
}
