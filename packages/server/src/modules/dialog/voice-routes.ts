import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZMessageResponse } from '@fura/domain/dialog-schemas';
import type { AppDeps } from '../../app-deps';
import { requireAuth } from '../../http/auth';
import { sendVoice } from './send-voice';
import { findVoiceFile, sendVoiceFile } from './voice-file';
import { readVoiceForm } from './voice-form';

/** POST /api/dialog/send-voice (multipart) and GET /api/dialog/voice/:messageId. Under the `/api` prefix. */
export function registerVoiceRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preValidation = async (request: FastifyRequest) => {
    await requireAuth(deps.db, request);
  };

  api.post(
    '/dialog/send-voice',
    { preValidation, schema: { response: { 200: ZMessageResponse } } },
    async (request) => {
      const { user } = await requireAuth(deps.db, request);
      const form = await readVoiceForm(request);
      return {
        error: false as const,
        message: await sendVoice(deps, user, form),
      };
    },
  );

  api.get<{ Params: { messageId: string } }>(
    '/dialog/voice/:messageId',
    { preValidation },
    async (request, reply) => {
      const { user } = await requireAuth(deps.db, request);
      const voice = await findVoiceFile(deps, user.id, request.params.messageId);
      return sendVoiceFile(reply, deps.storage, voice, request.headers.range);
    },
  );
}
