import { CONTRACT_MESSAGES, type TContractResponse } from '@fura/domain/deal-contract';
import type { AppDeps } from '../../../app-deps';
import type { UserRow } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import { pendingEvent } from '../../../events/event-bus';
import { conflict } from '../../../http/errors';
import { assertNotBanned } from '../../article/policy';
import { createNotification } from '../../notification/create';
import { loadContractSource, saveSignature } from './contract-repo';
import { readContractState } from './contract-state';
import { assertContractParty, signRefusal } from './policy';
import { presentContract } from './present';

export interface SignCall {
  articleId: string;
  executorId: string;
  /** The version the signer read. */
  termsVersion: number;
  /** The content the signer read, when the client sends it. */
  hash: string | undefined;
  socketId: string | null;
  /** The request's address (Fastify's request.ip: the proxy's X-Forwarded-For only with TRUST_PROXY). */
  ip: string;
}

/**
 * «Подписать»: the caller's simple electronic signature of the deal's current contract — the time, the user, his
 * address and the content's hash. The deal row is locked, so two parties signing at once are recorded one after the
 * other and the second learns the contract is signed by both. Signing what one has already signed changes nothing and
 * notifies nobody (a double click, a retry). The other party is notified: «подписал» or «подписан сторонами».
 */
export async function signContract(
  deps: Pick<AppDeps, 'db' | 'bus' | 'log'>,
  actor: UserRow,
  call: SignCall,
): Promise<TContractResponse> {
  assertNotBanned(actor);
  return inTransaction(deps.db, deps.bus, async (tx, events) => {
    const found = await loadContractSource(tx, call.articleId, call.executorId, { lock: true });
    const { source, side } = assertContractParty(found, actor.id);
    const refusal = signRefusal(source);
    if (refusal) throw conflict(refusal);
    const before = await readContractState(tx, deps.log, source);
    if (call.termsVersion !== source.deal.termsVersion || (call.hash && call.hash !== before.hash)) {
      throw conflict(CONTRACT_MESSAGES.staleVersion, 'termsVersion');
    }
    if (before.signatures.some((signature) => signature.side === side)) return presentContract(before, side);

    await saveSignature(tx, {
      articleId: source.deal.articleId,
      executorId: source.deal.executorId,
      userId: actor.id,
      termsVersion: source.deal.termsVersion,
      contentHash: before.hash,
      ip: call.ip,
      signedAt: new Date(),
    });
    const after = await readContractState(tx, deps.log, source);
    const otherId = side === 'cargo' ? source.deal.carrierId : source.deal.cargoOwnerId;
    await createNotification(tx, events, {
      userId: otherId,
      code: after.signedByBoth ? 'contractSignedByBoth' : 'contractSigned',
      info: {
        articleId: source.article.id,
        articleType: source.article.type,
        executorId: source.deal.executorId,
        userFio: `${actor.firstName} ${actor.lastName}`.trim(),
      },
    });
    events.push(
      pendingEvent(
        'dealContractSigned',
        {
          articleId: source.deal.articleId,
          executorId: source.deal.executorId,
          termsVersion: source.deal.termsVersion,
          signedByBoth: after.signedByBoth,
        },
        [source.deal.cargoOwnerId, source.deal.carrierId],
        call.socketId,
      ),
    );
    return presentContract(after, side);
  });
}
