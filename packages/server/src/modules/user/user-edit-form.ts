import type { FastifyRequest } from 'fastify';
import { ERROR_MESSAGES } from '@fura/domain/errors';
import { badRequest, payloadTooLarge, unsupportedMedia } from '../../http/errors';
import { multipartFailure, type MultipartMessages } from '../../http/multipart-failure';
import { USER_MESSAGES, avatarTooLargeMessage } from './messages';

export interface UserEditForm {
  /** The `userChange` field: JSON text, or already parsed when the part was sent as application/json. */
  userChange: unknown;
  avatar: Buffer | null;
}

const AVATAR_FIELD = 'avatar';
const USER_CHANGE_FIELD = 'userChange';

function userEditMessages(maxBytes: number): MultipartMessages {
  return {
    fileTooLarge: { msg: avatarTooLargeMessage(maxBytes), param: AVATAR_FIELD },
    badJson: { msg: USER_MESSAGES.userChangeBadJson, param: USER_CHANGE_FIELD },
    notMultipart: USER_MESSAGES.notMultipart,
    badForm: USER_MESSAGES.badForm,
  };
}

/**
 * Reads the user-edit form: the `userChange` field and an optional `avatar` file (held in memory, at most
 * `maxBytes`). Other fields are ignored; a file under any other name is refused.
 */
export async function readUserEditForm(request: FastifyRequest, maxBytes: number): Promise<UserEditForm> {
  if (!request.isMultipart()) throw unsupportedMedia(USER_MESSAGES.notMultipart);
  const form: UserEditForm = { userChange: undefined, avatar: null };
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes } })) {
      if (part.type === 'file') {
        if (part.fieldname !== AVATAR_FIELD || form.avatar !== null) {
          part.file.resume();
          throw badRequest(USER_MESSAGES.unexpectedFile, part.fieldname);
        }
        const data = await part.toBuffer();
        if (part.file.truncated) throw payloadTooLarge(avatarTooLargeMessage(maxBytes), AVATAR_FIELD);
        // A form submitted without choosing a file still sends an empty file part.
        if (data.length > 0) form.avatar = data;
      } else if (part.fieldname === USER_CHANGE_FIELD && form.userChange === undefined) {
        if (part.valueTruncated) throw payloadTooLarge(ERROR_MESSAGES.tooLarge, USER_CHANGE_FIELD);
        form.userChange = part.value;
      }
    }
  } catch (error) {
    throw multipartFailure(error, userEditMessages(maxBytes));
  }
  return form;
}
