import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZSuggestRequest, ZSuggestResponse, type TSuggestRequest } from '@fura/domain/address';
import type { AppDeps } from '../../app-deps';

/** The GET form: the same rules, `count` arrives as text. */
const ZSuggestQuery = ZSuggestRequest.extend({ count: z.coerce.number().int().min(1).max(20).default(10) });

/**
 * Settlement suggestions for the route pickers, under the `/api` prefix. Open to guests (the search pages and
 * forms need them before registration), limited per client address. DaData's token never leaves the server.
 */
export function registerAddressRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const limit = deps.config.addressSuggestLimit;
  const rateLimit = { max: limit.max, timeWindow: limit.windowMs };

  const suggest = async (input: TSuggestRequest) => ({
    error: false as const,
    suggestions: await deps.addresses.suggest(input.query, input.count),
  });

  api.post(
    '/address/suggest',
    { schema: { body: ZSuggestRequest, response: { 200: ZSuggestResponse } }, config: { rateLimit } },
    (request) => suggest(request.body),
  );
  api.get(
    '/address/suggest',
    { schema: { querystring: ZSuggestQuery, response: { 200: ZSuggestResponse } }, config: { rateLimit } },
    (request) => suggest(request.query),
  );
}
