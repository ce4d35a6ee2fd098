import { PASSPORT_MESSAGES } from '@fura/domain/passport';
import type { AppDeps } from '../../../app-deps';
import { notFound } from '../../../http/errors';
import { watermarkForReview } from '../../../images/watermark';
import { isUuid } from '../../../db/ids';
import { readPassportPhoto } from '../../user/passport-photo';
import { findUserById } from '../../user/repo';

/** The copy of a user's passport photo an admin sees: watermarked, never the stored bytes. */
export async function passportPhotoForReview(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  userId: string,
): Promise<Buffer> {
  const user = isUuid(userId) ? await findUserById(deps.db, userId) : null;
  if (!user) throw notFound(PASSPORT_MESSAGES.userNotFound);
  return watermarkForReview(await readPassportPhoto(deps.storage, user));
}
