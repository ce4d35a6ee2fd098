import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_MESSAGES, type TErrorItem } from '@fura/domain/errors';
import { isConnectionFailure } from './connection-errors';

/** The database (or a service a request needs) cannot be reached: the request may succeed in a moment. */
export const SERVICE_UNAVAILABLE_MESSAGE = 'Сервис временно недоступен, попробуйте позже';
/** What a 503 asks clients to wait before retrying, in seconds. */
const RETRY_AFTER_SECONDS = 5;
/** During an outage every request fails alike: one warning per this interval is enough for the operator. */
const UNAVAILABLE_LOG_EVERY_MS = 10_000;
let lastUnavailableLog = 0;

/** A failure with a status and Russian messages, thrown by services and policies. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errors: TErrorItem[],
  ) {
    super(errors[0]?.msg ?? 'error');
    this.name = 'AppError';
  }
}

export const badRequest = (msg: string, param?: string) =>
  new AppError(400, [param ? { msg, param } : { msg }]);
export const unauthorized = (msg: string = ERROR_MESSAGES.unauthorized) => new AppError(401, [{ msg }]);
export const forbidden = (msg: string = ERROR_MESSAGES.forbidden) => new AppError(403, [{ msg }]);
export const notFound = (msg: string = ERROR_MESSAGES.notFound) => new AppError(404, [{ msg }]);
export const conflict = (msg: string, param?: string) =>
  new AppError(409, [param ? { msg, param } : { msg }]);
export const payloadTooLarge = (msg: string = ERROR_MESSAGES.fileTooLarge, param?: string) =>
  new AppError(413, [param ? { msg, param } : { msg }]);
export const unsupportedMedia = (msg: string = ERROR_MESSAGES.unsupportedMedia, param?: string) =>
  new AppError(415, [param ? { msg, param } : { msg }]);

const FASTIFY_CODES: Record<string, { status: number; msg: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, msg: ERROR_MESSAGES.badJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, msg: ERROR_MESSAGES.badJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, msg: ERROR_MESSAGES.tooLarge },
  FST_REQ_FILE_TOO_LARGE: { status: 413, msg: ERROR_MESSAGES.fileTooLarge },
  FST_PARTS_LIMIT: { status: 413, msg: ERROR_MESSAGES.tooLarge },
  FST_FILES_LIMIT: { status: 413, msg: ERROR_MESSAGES.tooLarge },
  FST_FIELDS_LIMIT: { status: 413, msg: ERROR_MESSAGES.tooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, msg: ERROR_MESSAGES.unsupportedMedia },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, msg: ERROR_MESSAGES.unsupportedMedia },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, msg: ERROR_MESSAGES.badRequest },
};

/** DESIGN §4: every failure is `{ error: true, errors: [{ msg, param? }] }` with a proper status, never a stack. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ error: true, errors: error.errors });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => {
        const param = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
        return param ? { msg: issue.message, param } : { msg: issue.message };
      });
      return reply.status(400).send({ error: true, errors });
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return reply.status(known.status).send({ error: true, errors: [{ msg: known.msg }] });
    if (isConnectionFailure(error)) {
      const now = Date.now();
      const loud = now - lastUnavailableLog >= UNAVAILABLE_LOG_EVERY_MS;
      if (loud) lastUnavailableLog = now;
      request.log[loud ? 'warn' : 'debug']({ err: error }, 'service unavailable: answered 503');
      return reply
        .status(503)
        .header('Retry-After', String(RETRY_AFTER_SECONDS))
        .send({ error: true, errors: [{ msg: SERVICE_UNAVAILABLE_MESSAGE }] });
    }
    const status = error.statusCode ?? 500;
    if (status === 429)
      return reply.status(429).send({ error: true, errors: [{ msg: ERROR_MESSAGES.tooManyRequests }] });
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      return reply.status(status).send({ error: true, errors: [{ msg: ERROR_MESSAGES.badRequest }] });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: true, errors: [{ msg: ERROR_MESSAGES.internal }] });
  });
}
