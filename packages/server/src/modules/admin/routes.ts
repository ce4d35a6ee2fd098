import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerAdminAuditRoutes } from './audit/routes';
import { registerAdminListingsRoutes } from './listings/routes';
import { registerAdminModerationRoutes } from './moderation/routes';
import { registerAdminNoticesRoutes } from './notices/routes';
import { registerAdminSiteRoutes } from './site/routes';
import { registerAdminUsersRoutes } from './users/routes';

/** The admin console's API (issue 12): /api/admin/*, admins only (requireAdmin: 401 guest, 404 anyone else). */
export function registerAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerAdminUsersRoutes(app, deps);
  registerAdminModerationRoutes(app, deps);
  registerAdminNoticesRoutes(app, deps);
  registerAdminSiteRoutes(app, deps);
  registerAdminListingsRoutes(app, deps);
  registerAdminAuditRoutes(app, deps);
}
