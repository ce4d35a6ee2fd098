import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZCompanyDeleteRequest, ZCompanyResponse, ZCompanySaveRequest } from '@fura/domain/company-schemas';
import { ERROR_MESSAGES } from '@fura/domain/errors';
import type { AppDeps } from '../../app-deps';
import { requireAuth } from '../../http/auth';
import { AppError } from '../../http/errors';
import { removeCompany } from './delete-company';
import { saveCompany } from './save-company';

/** Saves per user and hour: each may ask DaData, whose daily quota the whole site shares. */
const SAVES_PER_HOUR = 30;

function perUserSaveLimit(app: FastifyInstance, deps: Pick<AppDeps, 'db'>) {
  const hit = app.createRateLimit({
    max: SAVES_PER_HOUR,
    timeWindow: 60 * 60 * 1000,
    keyGenerator: async (request) => `company-save:user:${(await requireAuth(deps.db, request)).user.id}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const result = await hit(request);
    if (result.isAllowed || !result.isExceeded) return;
    void reply.header('retry-after', String(result.ttlInSeconds));
    throw new AppError(429, [{ msg: ERROR_MESSAGES.tooManyRequests }]);
  };
}

/** The profile's «Компания» (issue 29): state the legal form and INN (checked at once), or take it away. */
export function registerCompanyRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/user/company/save',
    {
      schema: { body: ZCompanySaveRequest, response: { 200: ZCompanyResponse } },
      preHandler: perUserSaveLimit(app, deps),
    },
    async (request) => {
      const auth = await requireAuth(deps.db, request);
      const company = await saveCompany(deps, auth.user, request.body);
      return { error: false as const, company };
    },
  );

  api.post(
    '/user/company/delete',
    { schema: { body: ZCompanyDeleteRequest, response: { 200: ZCompanyResponse } } },
    async (request) => {
      const auth = await requireAuth(deps.db, request);
      await removeCompany(deps, auth.user);
      return { error: false as const, company: null };
    },
  );
}
