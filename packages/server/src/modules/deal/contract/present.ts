import type { ContractSide, TContractResponse } from '@fura/domain/deal-contract';
import { E_ORDER_FIELD_LABELS, missingEOrderFields } from '@fura/domain/deal-terms';
import { CONTRACT_TITLE } from '../../files/contract-kit';
import { eOrderFacts } from './contract-content';
import { contractSections, ruDate } from './contract-sections';
import type { ContractState } from './contract-state';
import { signRefusal } from './policy';

/** The contract for one of its parties: the facts, the current signatures (name and time, never the address). */
export function presentContract(state: ContractState, side: ContractSide): TContractResponse {
  const { content } = state;
  const mine = state.signatures.find((signature) => signature.side === side);
  return {
    error: false,
    number: content.number,
    date: content.date,
    termsVersion: content.termsVersion,
    hash: state.hash,
    mySide: side,
    signatures: state.signatures.map((signature) => ({
      side: signature.side,
      name: signature.name,
      signedAt: signature.row.signedAt.toISOString(),
    })),
    signedByBoth: state.signedByBoth,
    mySignature: mine ? { signedAt: mine.row.signedAt.toISOString() } : null,
    signRefusal: signRefusal(state.source),
    missingFields: missingEOrderFields(eOrderFacts(content)).map((field) => ({
      field,
      label: E_ORDER_FIELD_LABELS[field],
    })),
    title: `${CONTRACT_TITLE} № ${content.number} от ${ruDate(content.date)}`,
    sections: contractSections(content),
    terms: content.terms,
  };
}
