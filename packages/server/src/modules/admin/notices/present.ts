import type { TNotice } from '@fura/domain/admin-notices';
import type { TAdminUserRef } from '@fura/domain/admin-refs';
import type { SystemNoticeRow } from '../../../db/schema';
import { refOf } from '../audit/user-refs';

function audienceOf(value: string): TNotice['audience'] {
  return value === 'user' || value === 'cargo' || value === 'carrier' ? value : 'all';
}

/** A notice as the console shows it, with the admin who sent it and its one recipient (for `user`) named. */
export function presentNotice(row: SystemNoticeRow, refs: Map<string, TAdminUserRef>): TNotice {
  return {
    _id: row.id,
    audience: audienceOf(row.audience),
    targetUser: refOf(refs, row.targetUserId),
    admin: refOf(refs, row.adminId),
    text: row.text,
    link: row.link,
    total: row.total,
    sent: row.sent,
    status: row.status === 'done' ? 'done' : 'sending',
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}
