import type { FastifyRequest } from 'fastify';
import { CONTRACT_FIELD, CONTRACT_MAX_BYTES, SITE_SETTINGS_MESSAGES as M } from '@fura/domain/admin-site';
import { badRequest, payloadTooLarge, unsupportedMedia } from '../../../http/errors';
import { multipartFailure, type MultipartMessages } from '../../../http/multipart-failure';

const CONTRACT_FORM_MESSAGES: MultipartMessages = {
  fileTooLarge: { msg: M.contractSize, param: CONTRACT_FIELD },
  notMultipart: M.contractNotMultipart,
  badForm: M.contractBadForm,
};

/**
 * Reads the upload form: one `file` held in memory. The file may be one byte over the limit, so that the size check
 * sees it is too big; anything larger is cut off by the parser and refused.
 */
export async function readContractForm(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw unsupportedMedia(M.contractNotMultipart);
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: CONTRACT_MAX_BYTES + 1, files: 1 } })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== CONTRACT_FIELD) {
        part.file.resume();
        throw badRequest(M.contractMissing, CONTRACT_FIELD);
      }
      const data = await part.toBuffer();
      if (part.file.truncated || data.length > CONTRACT_MAX_BYTES) {
        throw payloadTooLarge(M.contractSize, CONTRACT_FIELD);
      }
      file = data;
    }
  } catch (error) {
    throw multipartFailure(error, CONTRACT_FORM_MESSAGES);
  }
  if (!file || file.length === 0) throw badRequest(M.contractMissing, CONTRACT_FIELD);
  return file;
}
