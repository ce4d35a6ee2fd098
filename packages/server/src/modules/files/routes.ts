import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../http/errors';

/** Avatar names are `<uuid>.webp` as the user module stores them; anything else is not a file of ours. */
const AVATAR_NAME = /^[0-9a-f-]{36}\.webp$/;
const FILE_NOT_FOUND = 'Файл не найден';

/**
 * Public files. Avatars are re-encoded webp with a fresh name per upload, so they may be cached for long.
 * Passport photos are private and are not served here.
 */
export function registerFileRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get<{ Params: { name: string } }>('/files/avatars/:name', async (request, reply) => {
    const { name } = request.params;
    const data = AVATAR_NAME.test(name) ? await deps.storage.get(`avatars/${name}`) : null;
    if (!data) throw notFound(FILE_NOT_FOUND);
    return reply
      .header('Content-Type', 'image/webp')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Content-Security-Policy', "default-src 'none'")
      .send(data);
  });
}
