import { SUPPORT_MESSAGES, type TSupportMessage } from '@fura/domain/support';
import type { TMessage } from '@fura/domain/dialog-schemas';
import type { Db } from '../../../db/connect';
import type { DialogRow } from '../../../db/schema';
import { notFound } from '../../../http/errors';
import { findMemberDialog } from '../../dialog/repo';

/** A user dialog of the support account; any other dialog (another pair's, about a listing, unknown) is 404. */
export async function requireSupportDialog(db: Db, supportId: string, dialogId: string): Promise<DialogRow> {
  const dialog = await findMemberDialog(db, dialogId, supportId);
  if (!dialog || dialog.kind !== 'user') throw notFound(SUPPORT_MESSAGES.dialogNotFound);
  return dialog;
}

/** A message as the inbox shows it: text, a voice message's length, and whose it is. */
export function presentSupportMessage(message: TMessage, supportId: string): TSupportMessage {
  return {
    _id: message._id,
    text: message.text,
    voiceSeconds: message.voiceSound ? Math.round(message.voiceSound.durationMs / 1000) : null,
    createdAt: message.createdAt,
    fromSupport: message.user._id === supportId,
  };
}
