import type { TContractIds, TContractResponse } from '@fura/domain/deal-contract';
import type { AppDeps } from '../../../app-deps';
import type { UserRow } from '../../../db/schema';
import { loadContractSource } from './contract-repo';
import { readContractState } from './contract-state';
import { assertContractParty } from './policy';
import { presentContract } from './present';

/** POST /api/deal/contract/get: the deal's current contract for one of its parties. */
export async function getContract(
  deps: Pick<AppDeps, 'db' | 'log'>,
  actor: UserRow,
  ids: TContractIds,
): Promise<TContractResponse> {
  const found = await loadContractSource(deps.db, ids.articleId, ids.executorId);
  const { source, side } = assertContractParty(found, actor.id);
  return presentContract(await readContractState(deps.db, deps.log, source), side);
}
