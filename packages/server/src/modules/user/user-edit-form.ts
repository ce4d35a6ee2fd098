import type { FastifyRequest } from 'fastify';
import { ERROR_MESSAGES } from '@fura/domain/errors';
import { PASSPORT_MAX_BYTES, PASSPORT_MESSAGES, PASSPORT_PHOTO_FIELD } from '@fura/domain/passport';
import { badRequest, payloadTooLarge, unsupportedMedia } from '../../http/errors';
import { multipartFailure, type MultipartMessages } from '../../http/multipart-failure';
import { USER_MESSAGES, avatarTooLargeMessage } from './messages';

export interface UserEditForm {
  /** The `userChange` field: JSON text, or already parsed when the part was sent as application/json. */
  userChange: unknown;
  avatar: Buffer | null;
  /** Issue 12: a photo of the passport, for the admins' check. */
  passportPhoto: Buffer | null;
}

const AVATAR_FIELD = 'avatar';
const USER_CHANGE_FIELD = 'userChange';
type FileField = typeof AVATAR_FIELD | typeof PASSPORT_PHOTO_FIELD;

function isFileField(name: string): name is FileField {
  return name === AVATAR_FIELD || name === PASSPORT_PHOTO_FIELD;
}

function tooLargeMessage(field: FileField | null, avatarMaxBytes: number): string {
  return field === PASSPORT_PHOTO_FIELD ? PASSPORT_MESSAGES.tooLarge : avatarTooLargeMessage(avatarMaxBytes);
}

function userEditMessages(field: FileField | null, avatarMaxBytes: number): MultipartMessages {
  return {
    fileTooLarge: { msg: tooLargeMessage(field, avatarMaxBytes), param: field ?? undefined },
    badJson: { msg: USER_MESSAGES.userChangeBadJson, param: USER_CHANGE_FIELD },
    notMultipart: USER_MESSAGES.notMultipart,
    badForm: USER_MESSAGES.badForm,
  };
}

/**
 * Reads the user-edit form: the `userChange` field and the optional files `avatar` (at most `avatarMaxBytes`) and
 * `passportPhoto` (at most PASSPORT_MAX_BYTES), held in memory. Other fields are ignored; a file under any other
 * name, or sent twice, is refused.
 */
export async function readUserEditForm(
  request: FastifyRequest,
  avatarMaxBytes: number,
): Promise<UserEditForm> {
  if (!request.isMultipart()) throw unsupportedMedia(USER_MESSAGES.notMultipart);
  const form: UserEditForm = { userChange: undefined, avatar: null, passportPhoto: null };
  const fileSize = Math.max(avatarMaxBytes, PASSPORT_MAX_BYTES);
  let current: FileField | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize } })) {
      if (part.type === 'file') {
        if (!isFileField(part.fieldname) || form[part.fieldname] !== null) {
          part.file.resume();
          throw badRequest(USER_MESSAGES.unexpectedFile, part.fieldname);
        }
        current = part.fieldname;
        const max = current === AVATAR_FIELD ? avatarMaxBytes : PASSPORT_MAX_BYTES;
        const data = await part.toBuffer();
        if (part.file.truncated || data.length > max)
          throw payloadTooLarge(tooLargeMessage(current, avatarMaxBytes), current);
        // A form submitted without choosing a file still sends an empty file part.
        if (data.length > 0) form[current] = data;
        current = null;
      } else if (part.fieldname === USER_CHANGE_FIELD && form.userChange === undefined) {
        if (part.valueTruncated) throw payloadTooLarge(ERROR_MESSAGES.tooLarge, USER_CHANGE_FIELD);
        form.userChange = part.value;
      }
    }
  } catch (error) {
    throw multipartFailure(error, userEditMessages(current, avatarMaxBytes));
  }
  return form;
}
