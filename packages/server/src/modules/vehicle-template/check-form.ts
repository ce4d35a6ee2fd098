import type { FastifyRequest } from 'fastify';
import { ERROR_MESSAGES } from '@fura/domain/errors';
import {
  LEASE_PHOTO_FIELD,
  STS_PHOTO_FIELD,
  VEHICLE_CHECK_MESSAGES,
  VEHICLE_DOC_MAX_BYTES,
} from '@fura/domain/vehicle-check';
import { badRequest, payloadTooLarge, unsupportedMedia } from '../../http/errors';
import { multipartFailure, type MultipartMessages } from '../../http/multipart-failure';
import type { VehicleDocField } from './check-documents';
import { TEMPLATE_SERVER_MESSAGES } from './messages';

/** The check's form: the template `id` and its documents (each optional here; the command says what it needs). */
export interface CheckForm {
  id: unknown;
  sts: Buffer | null;
  lease: Buffer | null;
}

const ID_FIELD = 'id';

function isDocField(name: string): name is VehicleDocField {
  return name === STS_PHOTO_FIELD || name === LEASE_PHOTO_FIELD;
}

function tooLarge(field: VehicleDocField | null): string {
  return field === LEASE_PHOTO_FIELD
    ? VEHICLE_CHECK_MESSAGES.leaseTooLarge
    : VEHICLE_CHECK_MESSAGES.stsTooLarge;
}

function checkFormMessages(field: VehicleDocField | null): MultipartMessages {
  return {
    fileTooLarge: { msg: tooLarge(field), param: field ?? undefined },
    notMultipart: TEMPLATE_SERVER_MESSAGES.checkNotMultipart,
    badForm: TEMPLATE_SERVER_MESSAGES.badForm,
  };
}

/**
 * Reads POST /api/vehicle-template/check-upload: `id` and the files `stsPhoto` and `leasePhoto` (at most
 * VEHICLE_DOC_MAX_BYTES each), held in memory. Other text fields are ignored; a file under another name, or sent
 * twice, is refused.
 */
export async function readCheckForm(request: FastifyRequest): Promise<CheckForm> {
  if (!request.isMultipart()) throw unsupportedMedia(TEMPLATE_SERVER_MESSAGES.checkNotMultipart);
  const form: CheckForm = { id: undefined, sts: null, lease: null };
  const seen = new Set<string>();
  let current: VehicleDocField | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: VEHICLE_DOC_MAX_BYTES } })) {
      if (part.type === 'file') {
        if (!isDocField(part.fieldname) || seen.has(part.fieldname)) {
          part.file.resume();
          throw badRequest(TEMPLATE_SERVER_MESSAGES.checkUnexpectedFile, part.fieldname);
        }
        current = part.fieldname;
        seen.add(current);
        const data = await part.toBuffer();
        if (part.file.truncated || data.length > VEHICLE_DOC_MAX_BYTES)
          throw payloadTooLarge(tooLarge(current), current);
        // A form sent without choosing a file still carries an empty file part.
        if (data.length > 0) form[current === STS_PHOTO_FIELD ? 'sts' : 'lease'] = data;
        current = null;
      } else if (part.fieldname === ID_FIELD && form.id === undefined) {
        if (part.valueTruncated) throw payloadTooLarge(ERROR_MESSAGES.tooLarge, ID_FIELD);
        form.id = part.value;
      }
    }
  } catch (error) {
    throw multipartFailure(error, checkFormMessages(current));
  }
  return form;
}
