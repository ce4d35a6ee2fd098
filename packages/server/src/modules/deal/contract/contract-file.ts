import { CONTRACT_VERIFY_PATH, type TContractIds } from '@fura/domain/deal-contract';
import type { AppDeps } from '../../../app-deps';
import type { UserRow } from '../../../db/schema';
import { CONTRACT_TITLE } from '../../files/contract-kit';
import { loadContractSource } from './contract-repo';
import { renderContractPdf } from './contract-pdf';
import { contractSections } from './contract-sections';
import { readContractState } from './contract-state';
import { assertContractParty } from './policy';

export interface ContractFile {
  pdf: Buffer;
  /** «Договор-заявка на перевозку груза № 3F2A9C1B-E5F6-2.pdf» and its ASCII stand-in for old clients. */
  fileName: string;
  asciiName: string;
}

/**
 * GET /api/deal/contract.pdf: the deal's current contract as a PDF, for one of its parties. Made on every download
 * (a few hundred milliseconds): it carries the signatures as they are at that moment.
 */
export async function contractFile(
  deps: Pick<AppDeps, 'db' | 'log' | 'config'>,
  actor: UserRow,
  ids: TContractIds,
): Promise<ContractFile> {
  const found = await loadContractSource(deps.db, ids.articleId, ids.executorId);
  const { source } = assertContractParty(found, actor.id);
  const state = await readContractState(deps.db, deps.log, source);
  const pdf = await renderContractPdf({
    content: state.content,
    sections: contractSections(state.content),
    hash: state.hash,
    signatures: state.signatures.map((signature) => ({
      side: signature.side,
      name: signature.name,
      signedAt: signature.row.signedAt,
      ip: signature.row.ip,
    })),
    verifyUrl: `${deps.config.publicUrl}${CONTRACT_VERIFY_PATH}`,
  });
  const number = state.content.number;
  return { pdf, fileName: `${CONTRACT_TITLE} № ${number}.pdf`, asciiName: `dogovor-zayavka-${number}.pdf` };
}
