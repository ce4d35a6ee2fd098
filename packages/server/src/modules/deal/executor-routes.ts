import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZExecutorRequest, ZExecutorResponse } from '@fura/domain/deal-schemas';
import type { AppDeps } from '../../app-deps';
import { requireAuth } from '../../http/auth';
import { deleteExecutor } from './delete-executor';
import { setExecutor } from './set-executor';

/** setExecutor, deleteExecutor. Under the `/api` prefix. */
export function registerDealExecutorRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // A guest gets 401 before the body is validated.
  const preValidation = async (request: FastifyRequest) => {
    await requireAuth(deps.db, request);
  };
  const commands = { setExecutor, deleteExecutor } as const;
  for (const [path, command] of Object.entries(commands)) {
    api.post(
      `/article/${path}`,
      { preValidation, schema: { body: ZExecutorRequest, response: { 200: ZExecutorResponse } } },
      async (request) => {
        const { user } = await requireAuth(deps.db, request);
        const { executorId, articleId, socketId } = request.body;
        const result = await command(deps, user, { executorId, articleId, socketId: socketId ?? null });
        return { error: false as const, ...result, errors: [] };
      },
    );
  }
}
