import { and, eq } from 'drizzle-orm';
import parseRangeHeader from 'range-parser';
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

/** What to send of a file for a Range header: all of it, one byte range, or nothing (416). */
export type RangeAnswer =
  { kind: 'whole' } | { kind: 'part'; start: number; end: number } | { kind: 'unsatisfiable' };

/**
 * Reads a Range header with `range-parser` (the parser of the `send` module). Players seek with one range; a header
 * that is malformed, of another unit or asks several ranges is ignored (the whole file, as RFC 9110 allows); a range
 * wholly past the end of the file cannot be satisfied.
 */
export function rangeOf(header: string | undefined, size: number): RangeAnswer {
  if (!header) return { kind: 'whole' };
  const ranges = parseRangeHeader(size, header, { combine: true });
  if (ranges === -1) return { kind: 'unsatisfiable' };
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return { kind: 'whole' };
  const [range] = ranges;
  return range ? { kind: 'part', start: range.start, end: range.end } : { kind: 'whole' };
}
