import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connect';
import { shareDialog } from './repo';

const ZTypingPayload = z.object({
  otherId: z.string().min(1).max(64),
  userId: z.string().min(1).max(64),
  isOrder: z.boolean(),
  dialogId: z.string().min(1).max(64).optional(),
});
type TTypingPayload = z.infer<typeof ZTypingPayload>;

/**
 * Who may relay `typingDialog` to whom: the payload's userId must be the socket's own user, and the two must share
 * a dialog of that kind (that very dialog when `dialogId` is given). One check per socket: allowed pairs are
 * remembered for it (dialogs are not deleted). Answers the payload to relay, or null to drop it.
 */
export function typingRelayCheck(deps: { db: Db; log: FastifyBaseLogger }) {
  const allowed = new Set<string>();
  return async (userId: string | null, payload: unknown): Promise<TTypingPayload | null> => {
    const parsed = ZTypingPayload.safeParse(payload);
    if (!parsed.success || !userId || parsed.data.userId !== userId || parsed.data.otherId === userId)
      return null;
    const { otherId, isOrder, dialogId } = parsed.data;
    const kind = isOrder ? 'order' : 'user';
    const pairKey = `${userId}:${otherId}:${kind}:${dialogId ?? ''}`;
    if (!allowed.has(pairKey)) {
      const shared = await shareDialog(deps.db, userId, otherId, kind, dialogId).catch((error: unknown) => {
        deps.log.warn({ err: error }, 'typing relay check failed');
        return false;
      });
      if (!shared) return null;
      allowed.add(pairKey);
    }
    return parsed.data;
  };
}
