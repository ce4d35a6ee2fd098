import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZSupportOpenResponse } from '@fura/domain/support';
import type { AppDeps } from '../../app-deps';
import { requireAuth } from '../../http/auth';
import { openSupportDialog } from './open-support';

/** /api/support/open (issue 13): the logged-in caller's dialog with the site's support. Under the `/api` prefix. */
export function registerSupportRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/support/open', { schema: { response: { 200: ZSupportOpenResponse } } }, async (request) => {
    const { user } = await requireAuth(deps.db, request);
    return { error: false as const, ...(await openSupportDialog(deps, user)) };
  });
}
