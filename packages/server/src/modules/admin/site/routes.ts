import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../app-deps';

/** /api/admin/* routes of this area (issue 12). Under the `/api` prefix; every route starts with requireAdmin. */
export function registerAdminSiteRoutes(_app: FastifyInstance, _deps: AppDeps): void {}
