import type { TContractVerifyResponse } from '@fura/domain/deal-contract';
import { contractNumber } from '@fura/domain/deal-contract';
import type { AppDeps } from '../../../app-deps';
import { sideOf } from './contract-content';
import { findSignaturesByHash, loadContractSource } from './contract-repo';
import { contractOf, contractSiteName } from './contract-state';

/**
 * POST /api/deal/contract/verify (public): is this SHA-256 a contract signed on the site, by whom (side) and when, and
 * is it still the deal's current contract. The hash covers the number and the version, so its signatures are of one
 * deal and one version. It names no party: the PDF's holder reads the names there.
 */
export async function verifyContract(
  deps: Pick<AppDeps, 'db' | 'log'>,
  hash: string,
): Promise<TContractVerifyResponse> {
  const rows = await findSignaturesByHash(deps.db, hash);
  const first = rows[0];
  if (!first) return { error: false, valid: false };
  const source = await loadContractSource(deps.db, first.articleId, first.executorId);
  if (!source) return { error: false, valid: false };
  const signatures = rows.flatMap((row) => {
    const side = sideOf(source.deal, row.userId);
    return side ? [{ side, signedAt: row.signedAt.toISOString() }] : [];
  });
  const sides = new Set(signatures.map((signature) => signature.side));
  const current = contractOf(source, await contractSiteName(deps.db, deps.log));
  return {
    error: false,
    valid: true,
    number: contractNumber(first.articleId, first.executorId, first.termsVersion),
    date: current.content.date,
    termsVersion: first.termsVersion,
    signedByBoth: sides.has('cargo') && sides.has('carrier'),
    signatures,
    current: current.hash === hash,
  };
}
