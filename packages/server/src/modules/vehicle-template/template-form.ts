import type { FastifyRequest } from 'fastify';
import { ERROR_MESSAGES } from '@fura/domain/errors';
import { TEMPLATE_PHOTO_MAX_BYTES, TEMPLATE_PHOTO_MESSAGES } from '@fura/domain/vehicle-template-limits';
import { badRequest, payloadTooLarge, unsupportedMedia } from '../../http/errors';
import { multipartFailure, type MultipartMessages } from '../../http/multipart-failure';
import { TEMPLATE_SERVER_MESSAGES } from './messages';
import { PHOTO_FIELD } from './template-photo';

/** The create/update form: `id` (update), `template` (JSON text, or parsed) and an optional `photo` file. */
export interface TemplateForm {
  id: unknown;
  template: unknown;
  photo: Buffer | null;
}

const TEMPLATE_FIELD = 'template';
const ID_FIELD = 'id';

const TEMPLATE_FORM_MESSAGES: MultipartMessages = {
  fileTooLarge: { msg: TEMPLATE_PHOTO_MESSAGES.size, param: PHOTO_FIELD },
  badJson: { msg: TEMPLATE_SERVER_MESSAGES.templateBadJson, param: TEMPLATE_FIELD },
  notMultipart: TEMPLATE_SERVER_MESSAGES.notMultipart,
  badForm: TEMPLATE_SERVER_MESSAGES.badForm,
};

function fromJsonBody(body: unknown): TemplateForm {
  if (typeof body !== 'object' || body === null)
    throw unsupportedMedia(TEMPLATE_SERVER_MESSAGES.notMultipart);
  const fields = body as Record<string, unknown>;
  return { id: fields[ID_FIELD], template: fields[TEMPLATE_FIELD], photo: null };
}

/**
 * Reads the form with the photo held in memory (at most 10 MB). Other fields (`socketId`) are ignored; a second
 * file or a file under another name is refused. A JSON body `{ id?, template }` is accepted too, without a photo.
 */
export async function readTemplateForm(request: FastifyRequest): Promise<TemplateForm> {
  if (!request.isMultipart()) return fromJsonBody(request.body);
  const form: TemplateForm = { id: undefined, template: undefined, photo: null };
  let sawPhoto = false;
  try {
    for await (const part of request.parts({ limits: { fileSize: TEMPLATE_PHOTO_MAX_BYTES } })) {
      if (part.type === 'file') {
        if (part.fieldname !== PHOTO_FIELD || sawPhoto) {
          part.file.resume();
          throw badRequest(TEMPLATE_SERVER_MESSAGES.unexpectedFile, part.fieldname);
        }
        sawPhoto = true;
        const data = await part.toBuffer();
        if (part.file.truncated) throw payloadTooLarge(TEMPLATE_PHOTO_MESSAGES.size, PHOTO_FIELD);
        // A form sent without choosing a file still carries an empty file part.
        if (data.length > 0) form.photo = data;
      } else if (part.fieldname === TEMPLATE_FIELD || part.fieldname === ID_FIELD) {
        if (part.valueTruncated) throw payloadTooLarge(ERROR_MESSAGES.tooLarge, part.fieldname);
        if (part.fieldname === TEMPLATE_FIELD) form.template ??= part.value;
        else form.id ??= part.value;
      }
    }
  } catch (error) {
    throw multipartFailure(error, TEMPLATE_FORM_MESSAGES);
  }
  return form;
}
