import type { Db } from '../../../db/connect';
import { adminAudit } from '../../../db/schema';

/** What every admin action records (issue 12): written in the action's own transaction. */
export interface AuditEntry {
  adminId: string;
  /** e.g. `ban`, `unban`, `passportApprove`, `passportReject`, `notice`, `articleHide`, `settingsEdit`… */
  action: string;
  targetUserId?: string | null;
  targetArticleId?: string | null;
  comment?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

export async function writeAudit(tx: Db, entry: AuditEntry): Promise<void> {
  await tx.insert(adminAudit).values({
    adminId: entry.adminId,
    action: entry.action,
    targetUserId: entry.targetUserId ?? null,
    targetArticleId: entry.targetArticleId ?? null,
    comment: entry.comment ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
