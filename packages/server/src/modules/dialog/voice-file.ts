import { and, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import parseRangeHeader from 'range-parser';
import type { AppDeps } from '../../app-deps';
import { dialogMembers, messages } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { FileStorage } from '../../storage/file-storage';
import { openStored, sentLength, storedSize } from '../../storage/read-stored';
import { isUuid } from '../../db/ids';
import { DIALOG_SERVER_MESSAGES } from './messages';

export interface VoiceFile {
  key: string;
  /** Bytes of the whole recording. */
  size: number;
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
  const size = row?.voice ? await storedSize(deps.storage, row.voice.key) : null;
  if (!row?.voice || size === null) throw notFound(DIALOG_SERVER_MESSAGES.messageNotFound);
  return { key: row.voice.key, size, mime: safeMime(row.voice.mime) };
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

/**
 * Sends a recording found by `findVoiceFile`, streamed from the storage (only the bytes of a range are read): never
 * rendered as a page (the stored type, audio only; no sniffing; played inline), cached by the member's browser only.
 */
export async function sendVoiceFile(
  reply: FastifyReply,
  storage: FileStorage,
  voice: VoiceFile,
  rangeHeader: string | undefined,
): Promise<FastifyReply> {
  void reply
    .header('Content-Type', voice.mime)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Disposition', 'inline')
    .header('Cache-Control', 'private, max-age=86400')
    .header('Accept-Ranges', 'bytes');
  const answer = rangeOf(rangeHeader, voice.size);
  if (answer.kind === 'unsatisfiable') {
    return reply
      .status(416)
      .header('Content-Type', 'application/json; charset=utf-8')
      .header('Content-Range', `bytes */${voice.size}`)
      .send({ error: true, errors: [{ msg: DIALOG_SERVER_MESSAGES.rangeNotSatisfiable }] });
  }
  const range = answer.kind === 'part' ? { start: answer.start, end: answer.end } : undefined;
  const file = await openStored(storage, voice.key, range);
  if (!file) throw notFound(DIALOG_SERVER_MESSAGES.messageNotFound);
  void reply.header('Content-Length', sentLength(file, range));
  if (!range) return reply.send(file.body);
  return reply
    .status(206)
    .header('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`)
    .send(file.body);
}
