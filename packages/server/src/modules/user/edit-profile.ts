import { randomUUID } from 'node:crypto';
import { ZUserChange, type TUserChange } from '@fura/domain/user';
import type { AppDeps } from '../../app-deps';
import type { UserRow } from '../../db/schema';
import { badRequest, payloadTooLarge, unsupportedMedia } from '../../http/errors';
import { detectAcceptedImage } from '../../images/detect-image';
import { ImageReencodeError, reencodeSquareWebp } from '../../images/reencode-image';
import { validationError } from './form-error';
import { USER_MESSAGES } from './messages';
import { assertCanEditProfile } from './policy';
import { lockAvatar, updateProfile, type ProfilePatch } from './repo';
import { discardStoredOnFailure, scheduleFileDeletion } from '../../storage/file-deletions';
import type { UserEditForm } from './user-edit-form';
import { assertCanUploadPassport, attachPassportPhoto, storePassportPhoto } from './passport-upload';

export const AVATAR_SIZE = 256;

/** `userChange` arrives as JSON text (or a parsed JSON part); anything else is a 400 for the form. */
export function parseUserChange(raw: unknown): TUserChange {
  if (raw === undefined) throw badRequest(USER_MESSAGES.userChangeMissing, 'userChange');
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw) as unknown;
    } catch {
      throw badRequest(USER_MESSAGES.userChangeBadJson, 'userChange');
    }
  }
  const parsed = ZUserChange.safeParse(value);
  if (!parsed.success) throw validationError(parsed.error.issues);
  return parsed.data;
}

/** Checks the upload by its bytes, re-encodes it and stores it; returns the storage key. */
async function storeAvatar(deps: Pick<AppDeps, 'storage'>, data: Buffer): Promise<string> {
  if (!(await detectAcceptedImage(data))) throw unsupportedMedia(USER_MESSAGES.avatarType, 'avatar');
  let webp: Buffer;
  try {
    webp = await reencodeSquareWebp(data, AVATAR_SIZE);
  } catch (error) {
    if (!(error instanceof ImageReencodeError)) throw error;
    if (error.reason === 'too-many-pixels')
      throw payloadTooLarge(USER_MESSAGES.avatarTooManyPixels, 'avatar');
    throw badRequest(USER_MESSAGES.avatarUnreadable, 'avatar');
  }
  const key = `avatars/${randomUUID()}.webp`;
  await deps.storage.put(key, webp);
  return key;
}

export async function editProfile(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  actor: UserRow,
  form: UserEditForm,
): Promise<UserRow> {
  assertCanEditProfile(actor);
  const change = parseUserChange(form.userChange);
  const patch: ProfilePatch = { firstName: change.name.first, lastName: change.name.last };
  if (change.contract) patch.contractId = change.contract.id;
  if (change.homeBase !== undefined) {
    if (actor.type !== 'carrier') throw badRequest(USER_MESSAGES.homeBaseCarriersOnly, 'userChange.homeBase');
    patch.homeBase = change.homeBase;
  }
  if (form.passportPhoto) assertCanUploadPassport(actor);
  return discardStoredOnFailure(deps.db, async (noteStored) => {
    if (form.avatar) {
      patch.avatar = await storeAvatar(deps, form.avatar);
      noteStored([patch.avatar]);
    }
    const passportKey = form.passportPhoto ? await storePassportPhoto(deps, form.passportPhoto) : null;
    if (passportKey) noteStored([passportKey]);
    return deps.db.transaction(async (tx) => {
      if (passportKey) await attachPassportPhoto(tx, actor.id, passportKey);
      const replaced = patch.avatar ? await lockAvatar(tx, actor.id) : null;
      const row = await updateProfile(tx, actor.id, patch);
      if (replaced && replaced !== patch.avatar) await scheduleFileDeletion(tx, [replaced]);
      return row;
    });
  });
}
