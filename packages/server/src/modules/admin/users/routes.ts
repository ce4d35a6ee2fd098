import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZAdminUserResponse,
  ZBanRequest,
  ZRevokeSessionsResponse,
  ZUserCardResponse,
  ZUserIdRequest,
  ZUserSearchRequest,
  ZUserSearchResponse,
} from '@fura/domain/admin-users';
import type { AppDeps } from '../../../app-deps';
import { requireAdmin } from '../../../http/auth';
import { banUser } from './ban';
import { presentAdminUser } from './present';
import { revokeUserSessions } from './revoke-sessions';
import { grantAdmin, revokeAdmin } from './roles';
import { unbanUser } from './unban';
import { userCard } from './user-card';
import { searchUsers } from './user-search';

/** /api/admin/users/* (issue 12): «Пользователи» of the console. Under the `/api` prefix; admins only. */
export function registerAdminUsersRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const userAnswer = { body: ZUserIdRequest, response: { 200: ZAdminUserResponse } };

  api.post(
    '/admin/users/list',
    { schema: { body: ZUserSearchRequest, response: { 200: ZUserSearchResponse } } },
    async (request) => {
      await requireAdmin(deps.db, request);
      const { rows, countAll } = await searchUsers(deps, request.body);
      return { error: false as const, users: rows.map(presentAdminUser), countAll };
    },
  );

  api.post(
    '/admin/users/get',
    { schema: { body: ZUserIdRequest, response: { 200: ZUserCardResponse } } },
    async (request) => {
      await requireAdmin(deps.db, request);
      return userCard(deps, request.body.userId);
    },
  );

  api.post(
    '/admin/users/ban',
    { schema: { body: ZBanRequest, response: { 200: ZAdminUserResponse } } },
    async (request) => {
      const { user: admin } = await requireAdmin(deps.db, request);
      const user = await banUser(deps, admin, request.body);
      return { error: false as const, user: presentAdminUser(user) };
    },
  );

  api.post('/admin/users/unban', { schema: userAnswer }, async (request) => {
    const { user: admin } = await requireAdmin(deps.db, request);
    const user = await unbanUser(deps, admin, request.body.userId);
    return { error: false as const, user: presentAdminUser(user) };
  });

  api.post(
    '/admin/users/revoke-sessions',
    { schema: { body: ZUserIdRequest, response: { 200: ZRevokeSessionsResponse } } },
    async (request) => {
      const { user: admin } = await requireAdmin(deps.db, request);
      return { error: false as const, revoked: await revokeUserSessions(deps, admin, request.body.userId) };
    },
  );

  api.post('/admin/users/grant-admin', { schema: userAnswer }, async (request) => {
    const { user: admin } = await requireAdmin(deps.db, request);
    const user = await grantAdmin(deps, admin, request.body.userId);
    return { error: false as const, user: presentAdminUser(user) };
  });

  api.post('/admin/users/revoke-admin', { schema: userAnswer }, async (request) => {
    const { user: admin } = await requireAdmin(deps.db, request);
    const user = await revokeAdmin(deps, admin, request.body.userId);
    return { error: false as const, user: presentAdminUser(user) };
  });
}
