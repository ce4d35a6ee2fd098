import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZDialogListRequest,
  ZDialogListResponse,
  ZDialogResponse,
  ZGetDialogRequest,
  ZMessageResponse,
  ZMessagesRequest,
  ZMessagesResponse,
  ZOpenDialogRequest,
  ZReadDialogRequest,
  ZReadDialogResponse,
  ZSendMessageRequest,
} from '@fura/domain/dialog-schemas';
import type { AppDeps } from '../../app-deps';
import { requireAuth } from '../../http/auth';
import { getDialog, listDialogs } from './list-dialogs';
import { messagePage } from './message-page';
import { openDialog } from './open-dialog';
import { readDialog } from './read-dialog';
import { sendMessage } from './send-message';
import { registerVoiceRoutes } from './voice-routes';

/** The dialog routes (/api/dialog/…). Under the `/api` prefix. */
export function registerDialogRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // A guest gets 401 before the body is validated; the resolved session is cached for the handler.
  const preValidation = async (request: FastifyRequest) => {
    await requireAuth(deps.db, request);
  };
  // Dialogs show who is online: the socket server attached to this app's HTTP server knows.

  api.post(
    '/dialog/open',
    { preValidation, schema: { body: ZOpenDialogRequest, response: { 200: ZDialogResponse } } },
    async (request) => {
      const { user } = await requireAuth(deps.db, request);
      return { error: false as const, dialog: await openDialog(deps, user, request.body) };
    },
  );

  api.post(
    '/dialog/get',
    { preValidation, schema: { body: ZGetDialogRequest, response: { 200: ZDialogResponse } } },
    async (request) => {
      const { user } = await requireAuth(deps.db, request);
      return { error: false as const, dialog: await getDialog(deps, user.id, request.body.dialogId) };
    },
  );

  api.post(
    '/dialog/list',
    { preValidation, schema: { body: ZDialogListRequest, response: { 200: ZDialogListResponse } } },
    async (request) => {
      const { user } = await requireAuth(deps.db, request);
      const { kind, offset } = request.body;
      return { error: false as const, ...(await listDialogs(deps, user.id, kind, offset)) };
    },
  );

  api.post(
    '/dialog/messages',
    { preValidation, schema: { body: ZMessagesRequest, response: { 200: ZMessagesResponse } } },
    async (request) => {
      const { user } = await requireAuth(deps.db, request);
      const { dialogId, before } = request.body;
      return { error: false as const, ...(await messagePage(deps, user.id, dialogId, before)) };
    },
  );

  api.post(
    '/dialog/send',
    { preValidation, schema: { body: ZSendMessageRequest, response: { 200: ZMessageResponse } } },
    async (request) => {
      const { user } = await requireAuth(deps.db, request);
      const { dialogId, text, clientId, socketId } = request.body;
      const message = await sendMessage(deps, user, {
        dialogId,
        text,
        voice: null,
        clientId,
        socketId: socketId ?? null,
      });
      return { error: false as const, message };
    },
  );

  api.post(
    '/dialog/read',
    { preValidation, schema: { body: ZReadDialogRequest, response: { 200: ZReadDialogResponse } } },
    async (request) => {
      const { user } = await requireAuth(deps.db, request);
      const { dialogId, socketId } = request.body;
      return {
        error: false as const,
        ...(await readDialog(deps, user.id, { dialogId, socketId: socketId ?? null })),
      };
    },
  );

  registerVoiceRoutes(app, deps);
}
