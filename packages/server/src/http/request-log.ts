import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { knownUserId } from './auth';
import { maskUrl } from './log-safety';

/**
 * One log line per request, when it is answered: method, URL (tokens masked), status, time in ms and the user when
 * the handler resolved one. Fastify's own pair ("incoming request", then "request completed") repeated the request
 * and doubled the log (issue 14).
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {
    // Written with the answer, in requestCompleted.
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      url: maskUrl(request.url),
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
      userId: knownUserId(request) ?? undefined,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request');
  }
}
