import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZAuditAdminsResponse, ZAuditListRequest, ZAuditListResponse } from '@fura/domain/admin-audit';
import type { AppDeps } from '../../../app-deps';
import { requireAdmin } from '../../../http/auth';
import { listAudit, listAuditAdmins } from './list-audit';

/** /api/admin/audit/* (issue 12): the log of admin actions and its admins filter. Under the `/api` prefix. */
export function registerAdminAuditRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/admin/audit/list',
    { schema: { body: ZAuditListRequest, response: { 200: ZAuditListResponse } } },
    async (request) => {
      await requireAdmin(deps.db, request);
      return { error: false as const, ...(await listAudit(deps.db, request.body)) };
    },
  );

  api.post(
    '/admin/audit/admins',
    { schema: { response: { 200: ZAuditAdminsResponse } } },
    async (request) => {
      await requireAdmin(deps.db, request);
      return { error: false as const, admins: await listAuditAdmins(deps.db) };
    },
  );
}
