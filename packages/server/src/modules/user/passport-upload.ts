import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PASSPORT_MESSAGES, PASSPORT_PHOTO_FIELD } from '@fura/domain/passport';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/connect';
import { users, type UserRow } from '../../db/schema';
import { badRequest, payloadTooLarge, unsupportedMedia } from '../../http/errors';
import { detectPhoto } from '../../images/detect-photo';
import { ImageReencodeError } from '../../images/reencode-image';
import { reencodePassport } from '../../images/reencode-passport';
import { scheduleFileDeletion } from '../../storage/file-deletions';

/** Private folder: the public /files route serves only its own folders, never this one. */
export const PASSPORT_KEY_PREFIX = 'passports/';

/** A new upload is refused once an admin has confirmed the passport. */
export function assertCanUploadPassport(user: Pick<UserRow, 'passportStatus'>): void {
  if (user.passportStatus === 'verified')
    throw badRequest(PASSPORT_MESSAGES.alreadyVerified, PASSPORT_PHOTO_FIELD);
}

/**
 * Checks the upload by its bytes (JPEG, PNG, WebP or HEIC, whatever its name says), re-encodes it to webp without
 * metadata and stores it under a fresh private key; answers the key.
 */
export async function storePassportPhoto(deps: Pick<AppDeps, 'storage'>, data: Buffer): Promise<string> {
  const kind = await detectPhoto(data);
  if (!kind) throw unsupportedMedia(PASSPORT_MESSAGES.type, PASSPORT_PHOTO_FIELD);
  let webp: Buffer;
  try {
    webp = await reencodePassport(data);
  } catch (error) {
    if (!(error instanceof ImageReencodeError)) throw error;
    // sharp's prebuilt libvips reads HEIF containers but has no HEVC decoder, so most iPhone photos land here.
    if (kind === 'heic') throw unsupportedMedia(PASSPORT_MESSAGES.heic, PASSPORT_PHOTO_FIELD);
    if (error.reason === 'too-many-pixels')
      throw payloadTooLarge(PASSPORT_MESSAGES.tooManyPixels, PASSPORT_PHOTO_FIELD);
    throw badRequest(PASSPORT_MESSAGES.unreadable, PASSPORT_PHOTO_FIELD);
  }
  const key = `${PASSPORT_KEY_PREFIX}${randomUUID()}.webp`;
  await deps.storage.put(key, webp);
  return key;
}

/**
 * Puts the stored photo on the user's row for the admins' check, in the caller's transaction: the row is locked
 * first, so an admin deciding at the same moment either sees the new upload or decided before it. A photo still
 * waiting is replaced; the replaced file is queued for deletion.
 */
export async function attachPassportPhoto(tx: Db, userId: string, key: string): Promise<void> {
  const [row] = await tx
    .select({ passportStatus: users.passportStatus, passportPhoto: users.passportPhoto })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!row) throw new Error(`user ${userId} not found`);
  assertCanUploadPassport(row);
  await tx
    .update(users)
    .set({
      passportPhoto: key,
      passportStatus: 'pending',
      isPassportUploaded: true,
      isPassportVerified: false,
      passportUploadedAt: new Date(),
      passportComment: null,
    })
    .where(eq(users.id, userId));
  if (row.passportPhoto && row.passportPhoto !== key) await scheduleFileDeletion(tx, [row.passportPhoto]);
}
