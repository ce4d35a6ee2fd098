import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZDealChangeRequest,
  ZDealChangeResponse,
  ZDealDecisionRequest,
  ZDealKey,
  ZDealListRequest,
  ZDealListResponse,
  ZDealResponse,
} from '@fura/domain/deal-terms-schemas';
import type { AppDeps } from '../../app-deps';
import { requireAuth } from '../../http/auth';
import { changeDealTerms } from './change-terms';
import { decideDealChange } from './decide-change';
import { getDeal, listDeals } from './get-deal';

/** The deal's page calls (issue 29): get, list, change, confirm, decline. Under the `/api` prefix. */
export function registerDealTermsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // A guest gets 401 before the body is validated.
  const preValidation = async (request: FastifyRequest) => {
    await requireAuth(deps.db, request);
  };

  api.post(
    '/deal/get',
    { preValidation, schema: { body: ZDealKey, response: { 200: ZDealResponse } } },
    async (request) => {
      const { user } = await requireAuth(deps.db, request);
      return { error: false as const, deal: await getDeal(deps, user, request.body) };
    },
  );

  api.post(
    '/deal/list',
    { preValidation, schema: { body: ZDealListRequest, response: { 200: ZDealListResponse } } },
    async (request) => {
      const { user } = await requireAuth(deps.db, request);
      return { error: false as const, deals: await listDeals(deps, user, request.body.articleId) };
    },
  );

  api.post(
    '/deal/change',
    { preValidation, schema: { body: ZDealChangeRequest, response: { 200: ZDealChangeResponse } } },
    async (request) => {
      const { user } = await requireAuth(deps.db, request);
      const { articleId, executorId, terms, socketId } = request.body;
      const result = await changeDealTerms(deps, user, {
        key: { articleId, executorId },
        terms,
        socketId: socketId ?? null,
      });
      return { error: false as const, ...result };
    },
  );

  const decisions = { confirm: 'confirmed', decline: 'declined' } as const;
  for (const [path, decision] of Object.entries(decisions)) {
    api.post(
      `/deal/change/${path}`,
      { preValidation, schema: { body: ZDealDecisionRequest, response: { 200: ZDealChangeResponse } } },
      async (request) => {
        const { user } = await requireAuth(deps.db, request);
        const { changeId, socketId } = request.body;
        const result = await decideDealChange(deps, user, { changeId, socketId: socketId ?? null }, decision);
        return { error: false as const, ...result };
      },
    );
  }
}
