import type { FastifyBaseLogger } from 'fastify';
import type { ContractSide } from '@fura/domain/deal-contract';
import type { Db } from '../../../db/connect';
import type { DealSignatureRow } from '../../../db/schema';
import { readSiteSettings } from '../../page/settings-repo';
import { buildContractContent, contractHash, sideOf, type ContractContent } from './contract-content';
import { listSignatures, type ContractSource } from './contract-repo';

/** A party's signature of the current contract, with the side and the name it is printed with. */
export interface CurrentSignature {
  side: ContractSide;
  name: string;
  row: DealSignatureRow;
}

/** The deal's contract as it is now: its content and hash, and the signatures of exactly that content. */
export interface ContractState {
  source: ContractSource;
  content: ContractContent;
  hash: string;
  signatures: CurrentSignature[];
  signedByBoth: boolean;
}

/** The site's name the contract is made on (the settings' «copyright»: «Фура — биржа грузоперевозок»). */
export async function contractSiteName(db: Db, log: FastifyBaseLogger): Promise<string> {
  return (await readSiteSettings(db, log)).settings.copyright;
}

export function contractOf(source: ContractSource, site: string): { content: ContractContent; hash: string } {
  const content = buildContractContent(source, site);
  return { content, hash: contractHash(content) };
}

/**
 * The state of the deal's contract. A signature counts for the current version and the current content only: after a
 * change of the terms (a new version) or of a party's printed requisites, both sign again.
 */
export async function readContractState(
  db: Db,
  log: FastifyBaseLogger,
  source: ContractSource,
): Promise<ContractState> {
  const { content, hash } = contractOf(source, await contractSiteName(db, log));
  const rows = await listSignatures(db, source.deal);
  const signatures: CurrentSignature[] = [];
  for (const row of rows) {
    const side = sideOf(source.deal, row.userId);
    if (!side || row.contentHash !== hash) continue;
    const party = side === 'cargo' ? content.cargoOwner : content.carrier;
    signatures.push({ side, name: party.representative, row });
  }
  const sides = new Set(signatures.map((signature) => signature.side));
  return { source, content, hash, signatures, signedByBoth: sides.has('cargo') && sides.has('carrier') };
}
