import type { FastifyRequest } from 'fastify';
import { ERROR_MESSAGES } from '@fura/domain/errors';
import { VOICE_FIELD, VOICE_MAX_BYTES, VOICE_MESSAGES } from '@fura/domain/voice';
import { badRequest, payloadTooLarge, unsupportedMedia } from '../../http/errors';
import { multipartFailure, type MultipartMessages } from '../../http/multipart-failure';
import { DIALOG_SERVER_MESSAGES } from './messages';

export interface VoiceForm {
  /** Text fields by name (the first of each name). */
  fields: Map<string, string>;
  /** The recording, or null when none was attached. */
  voice: Buffer | null;
}

const VOICE_FORM_MESSAGES: MultipartMessages = {
  fileTooLarge: { msg: VOICE_MESSAGES.tooBig, param: VOICE_FIELD },
  notMultipart: DIALOG_SERVER_MESSAGES.notMultipart,
  badForm: DIALOG_SERVER_MESSAGES.badForm,
};

/**
 * Reads the send-voice form: text fields and one `voice` file held in memory. The file may be one byte over the
 * limit, so that the content check sees it is too big; anything larger is cut off and refused here.
 */
export async function readVoiceForm(request: FastifyRequest): Promise<VoiceForm> {
  if (!request.isMultipart()) throw unsupportedMedia(DIALOG_SERVER_MESSAGES.notMultipart);
  const form: VoiceForm = { fields: new Map(), voice: null };
  try {
    for await (const part of request.parts({ limits: { fileSize: VOICE_MAX_BYTES + 1, files: 1 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== VOICE_FIELD || form.voice !== null) {
          part.file.resume();
          throw badRequest(DIALOG_SERVER_MESSAGES.unexpectedFile, part.fieldname);
        }
        const data = await part.toBuffer();
        if (part.file.truncated) throw payloadTooLarge(VOICE_MESSAGES.tooBig, VOICE_FIELD);
        if (data.length > 0) form.voice = data;
      } else if (typeof part.value === 'string' && !form.fields.has(part.fieldname)) {
        if (part.valueTruncated) throw payloadTooLarge(ERROR_MESSAGES.tooLarge, part.fieldname);
        form.fields.set(part.fieldname, part.value);
      }
    }
  } catch (error) {
    throw multipartFailure(error, VOICE_FORM_MESSAGES);
  }
  return form;
}
