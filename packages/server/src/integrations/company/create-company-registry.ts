import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { CompanyRegistry } from './company-registry';
import { DadataCompanyRegistry } from './dadata-company-registry';
import { NoCompanyRegistry } from './no-company-registry';

/** DaData's party lookup when DADATA_TOKEN is set (the same token and URL as the address suggestions), else none. */
export function createCompanyRegistry(
  config: Pick<Config, 'dadataToken' | 'dadataUrl'>,
  log: FastifyBaseLogger,
): CompanyRegistry {
  if (!config.dadataToken) return new NoCompanyRegistry();
  return new DadataCompanyRegistry({ token: config.dadataToken, url: config.dadataUrl, log });
}
