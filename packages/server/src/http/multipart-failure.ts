import { ERROR_MESSAGES } from '@fura/domain/errors';
import { AppError, badRequest, payloadTooLarge, unsupportedMedia } from './errors';

/** The Russian messages of one form's multipart failures. */
export interface MultipartMessages {
  /** A file over the size limit, and the field it came in (when known). */
  fileTooLarge: { msg: string; param?: string | undefined };
  /** A JSON field that does not parse (forms with one). */
  badJson?: { msg: string; param: string };
  notMultipart: string;
  badForm: string;
}

function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

/** What a failure while reading a multipart form answers: always bad input (4xx), never a 500. */
export function multipartFailure(error: unknown, messages: MultipartMessages): AppError {
  if (error instanceof AppError) return error;
  switch (errorCode(error)) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return payloadTooLarge(messages.fileTooLarge.msg, messages.fileTooLarge.param);
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return payloadTooLarge(ERROR_MESSAGES.tooLarge);
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return messages.badJson
        ? badRequest(messages.badJson.msg, messages.badJson.param)
        : badRequest(messages.badForm);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return unsupportedMedia(messages.notMultipart);
    default:
      return badRequest(messages.badForm);
  }
}
