import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZMessageResponse } from '@fura/domain/dialog-schemas';
import type { AppDeps } from '../../app-deps';
import { requireAuth } from '../../http/auth';
import { sendVoice } from './send-voice';
import { DIALOG_SERVER_MESSAGES } from './messages';
import { findVoiceFile, rangeOf } from './voice-file';
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
      const { data, mime } = await findVoiceFile(deps, user.id, request.params.messageId);
      // Never rendered as a page: the stored type (audio only), no sniffing, played inline.
      void reply
        .header('Content-Type', mime)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', 'inline')
        .header('Cache-Control', 'private, max-age=86400')
        .header('Accept-Ranges', 'bytes');
      const range = rangeOf(request.headers.range, data.length);
      if (range.kind === 'whole') return reply.send(data);
      if (range.kind === 'unsatisfiable') {
        return reply
          .status(416)
          .header('Content-Type', 'application/json; charset=utf-8')
          .header('Content-Range', `bytes */${data.length}`)
          .send({ error: true, errors: [{ msg: DIALOG_SERVER_MESSAGES.rangeNotSatisfiable }] });
      }
      return reply
        .status(206)
        .header('Content-Range', `bytes ${range.start}-${range.end}/${data.length}`)
        .send(data.subarray(range.start, range.end + 1));
    },
  );
}
