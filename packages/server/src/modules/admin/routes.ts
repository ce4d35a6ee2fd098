import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { requireAdmin } from '../../http/auth';
import { registerAdminAuditRoutes } from './audit/routes';
import { registerAdminCallbacksRoutes } from './callbacks/routes';
import { registerAdminListingsRoutes } from './listings/routes';
import { registerAdminModerationRoutes } from './moderation/routes';
import { registerAdminNoticesRoutes } from './notices/routes';
import { registerAdminSiteRoutes } from './site/routes';
import { registerAdminUsersRoutes } from './users/routes';
import { registerAdminContentRoutes } from './content/routes';
import { registerAdminSupportRoutes } from './support/routes';

/**
 * The admin console's API (issue 12): /api/admin/*, admins only. The check runs in this scope's preValidation hook,
 * before any body is read or validated, so a guest gets 401 and anyone but an admin 404 on every route here — a route
 * added later cannot forget it.
 */
export function registerAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
  void app.register((scope, _options, done) => {
    scope.addHook('preValidation', async (request) => {
      await requireAdmin(deps.db, request);
    });
    registerAdminUsersRoutes(scope, deps);
    registerAdminModerationRoutes(scope, deps);
    registerAdminNoticesRoutes(scope, deps);
    registerAdminSiteRoutes(scope, deps);
    registerAdminListingsRoutes(scope, deps);
    registerAdminAuditRoutes(scope, deps);
    registerAdminCallbacksRoutes(scope, deps);
    registerAdminContentRoutes(scope, deps);
    registerAdminSupportRoutes(scope, deps);
    done();
  });
}
