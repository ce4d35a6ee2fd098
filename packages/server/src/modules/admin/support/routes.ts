import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZOk } from '@fura/domain/errors';
import {
  ZSupportDialogsRequest,
  ZSupportDialogsResponse,
  ZSupportMessagesRequest,
  ZSupportMessagesResponse,
  ZSupportReadRequest,
  ZSupportSendRequest,
  ZSupportSendResponse,
} from '@fura/domain/support';
import type { AppDeps } from '../../../app-deps';
import { requireAdmin } from '../../../http/auth';
import { findSupportAccount } from '../../dialog/support-account';
import { listSupportDialogs } from './list-support-dialogs';
import { readSupportDialog, sendSupportReply, supportMessages } from './support-inbox';

/**
 * /api/admin/support/* (issue 13): the inbox of the support account — its dialogs, one dialog's messages, an answer
 * sent as the account, the read mark. The admin scope (admin/routes.ts) has checked the caller already.
 */
export function registerAdminSupportRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/admin/support/dialogs',
    { schema: { body: ZSupportDialogsRequest, response: { 200: ZSupportDialogsResponse } } },
    async (request) => {
      const support = await findSupportAccount(deps.db);
      return listSupportDialogs(deps.db, support.id, request.body.offset);
    },
  );

  api.post(
    '/admin/support/messages',
    { schema: { body: ZSupportMessagesRequest, response: { 200: ZSupportMessagesResponse } } },
    async (request) => supportMessages(deps, request.body.dialogId, request.body.before),
  );

  api.post(
    '/admin/support/send',
    { schema: { body: ZSupportSendRequest, response: { 200: ZSupportSendResponse } } },
    async (request) => {
      const { user: admin } = await requireAdmin(deps.db, request);
      return { error: false as const, message: await sendSupportReply(deps, admin, request.body) };
    },
  );

  api.post(
    '/admin/support/read',
    { schema: { body: ZSupportReadRequest, response: { 200: ZOk } } },
    async (request) => {
      await readSupportDialog(deps, request.body.dialogId);
      return { error: false as const };
    },
  );
}
