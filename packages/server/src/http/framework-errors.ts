import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_MESSAGES } from '@fura/domain/errors';

export const URL_MESSAGES = {
  /** A path segment over the router's limit (maxParamLength, 100 characters). */
  urlTooLong: 'Слишком длинный адрес запроса',
  /** The request line and headers together over Node's limit (16 KB). */
  headersTooLarge: 'Слишком длинный адрес или заголовки запроса',
  timeout: 'Истекло время ожидания запроса',
} as const;

const envelope = (msg: string) => ({ error: true, errors: [{ msg }] });

/**
 * Fastify's `frameworkErrors`: failures the router meets before any route runs (a path segment too long → 414, a
 * malformed percent-encoding → 400), answered with the envelope instead of Fastify's own JSON.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.status(414).send(envelope(URL_MESSAGES.urlTooLong));
    return;
  }
  if (error.code === 'FST_ERR_ASYNC_CONSTRAINT') {
    void reply.status(500).send(envelope(ERROR_MESSAGES.internal));
    return;
  }
  void reply.status(400).send(envelope(ERROR_MESSAGES.badRequest));
}

type ConnectionError = Error & { code?: string };

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses before Fastify sees a request (headers or request
 * line over 16 KB → 431, a timeout → 408, garbage → 400). Written on the raw socket, as Fastify does, with our body.
 */
export function answerClientError(error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, msg] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, URL_MESSAGES.headersTooLarge]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, URL_MESSAGES.timeout]
        : [400, ERROR_MESSAGES.badRequest];
  const body = JSON.stringify(envelope(msg));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
