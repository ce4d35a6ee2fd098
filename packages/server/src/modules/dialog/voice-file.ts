import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { dialogMembers, messages } from '../../db/schema';
import { notFound } from '../../http/errors';
import { isUuid } from '../article/repo';
import { DIALOG_SERVER_MESSAGES } from './messages';

export interface VoiceFile {
  data: Buffer;
  mime: string;
}

/** Only audio types are ever sent back with their own type; anything else would be a download. */
function safeMime(mime: string): string {
  return /^audio\/[a-z0-9.+-]+$/i.test(mime) ? mime : 'application/octet-stream';
}

/** The recording of a voice message, for the members of its dialog only (anyone else: "not found"). */
export async function findVoiceFile(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  userId: string,
  messageId: string,
): Promise<VoiceFile> {
  const [row] = isUuid(messageId)
    ? await deps.db
        .select({ voice: messages.voice })
        .from(messages)
        .innerJoin(
          dialogMembers,
          and(eq(dialogMembers.dialogId, messages.dialogId), eq(dialogMembers.userId, userId)),
        )
        .where(eq(messages.id, messageId))
    : [];
  const data = row?.voice ? await deps.storage.get(row.voice.key) : null;
  if (!row?.voice || !data) throw notFound(DIALOG_SERVER_MESSAGES.messageNotFound);
  return { data, mime: safeMime(row.voice.mime) };
}

/** A single `bytes=start-end` range of a file of `size` bytes (players seek with these), or null for the whole. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || size === 0) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  if (from === '') {
    const suffix = Math.min(Number(to), size);
    return suffix > 0 ? { start: size - suffix, end: size - 1 } : null;
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  return start <= end ? { start, end } : null;
}
