import { eq } from 'drizzle-orm';
import { NOTICE_MESSAGES, type TNoticeSendRequest } from '@fura/domain/admin-notices';
import type { AppDeps } from '../../../app-deps';
import { systemNotices, users, type SystemNoticeRow, type UserRow } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import { badRequest } from '../../../http/errors';
import { writeAudit } from '../audit/write-audit';
import { countRecipients } from './audience';

/**
 * Records a notice (status `sending`, `total` = its recipients now) with its audit row, in one transaction; the
 * delivery runs after it (deliver-notices.ts), so the admin has his answer at once even for 100,000 recipients.
 */
export async function sendNotice(
  deps: Pick<AppDeps, 'db' | 'bus'>,
  admin: UserRow,
  input: TNoticeSendRequest,
): Promise<SystemNoticeRow> {
  return inTransaction(deps.db, deps.bus, async (tx) => {
    let targetUserId: string | null = null;
    if (input.audience === 'user') {
      const [target] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, input.userId ?? ''));
      if (!target) throw badRequest(NOTICE_MESSAGES.userNotFound, 'userId');
      targetUserId = target.id;
    }
    const [inserted] = await tx
      .insert(systemNotices)
      .values({
        adminId: admin.id,
        audience: input.audience,
        targetUserId,
        text: input.text,
        link: input.link,
      })
      .returning();
    if (!inserted) throw new Error('notice insert returned nothing');
    const total = await countRecipients(tx, inserted);
    const [notice] = await tx
      .update(systemNotices)
      .set(total === 0 ? { total, status: 'done', finishedAt: new Date() } : { total })
      .where(eq(systemNotices.id, inserted.id))
      .returning();
    if (!notice) throw new Error('notice vanished in its own transaction');
    await writeAudit(tx, {
      adminId: admin.id,
      action: 'notice',
      targetUserId,
      comment: input.text,
      after: { audience: input.audience, total, link: input.link },
    });
    return notice;
  });
}
