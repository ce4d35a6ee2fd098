import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../http/errors';
import { openStored } from '../../storage/read-stored';
import { registerDefaultContractRoute } from './default-contract-route';

/** Avatar names are `<uuid>.webp` as the user module stores them; anything else is not a file of ours. */
const AVATAR_NAME = /^[0-9a-f-]{36}\.webp$/;
/** Listing and vehicle template photos: `<uuid>.webp` and their thumbnails `<uuid>-thumb.webp`. */
const PHOTO_NAME = /^[0-9a-f-]{36}(-thumb)?\.webp$/;
const FILE_NOT_FOUND = 'Файл не найден';

/** Public folders: URL `/files/<folder>/<name>` serves the storage key `<folder>/<name>`. */
const PUBLIC_FOLDERS = [
  { folder: 'avatars', name: AVATAR_NAME },
  { folder: 'articles', name: PHOTO_NAME },
  { folder: 'templates', name: PHOTO_NAME },
] as const;

/**
 * Public files. Avatars and photos are re-encoded webp with a fresh name per upload, so they may be cached for
 * long. Passport photos and voice recordings are private and are not served here. Whatever the storage (disk or
 * S3), the bytes are streamed through the app: one origin, and these headers on every answer.
 */
export function registerFileRoutes(app: FastifyInstance, deps: AppDeps): void {
  for (const { folder, name: pattern } of PUBLIC_FOLDERS) {
    app.get<{ Params: { name: string } }>(`/files/${folder}/:name`, async (request, reply) => {
      const { name } = request.params;
      const file = pattern.test(name) ? await openStored(deps.storage, `${folder}/${name}`) : null;
      if (!file) throw notFound(FILE_NOT_FOUND);
      return reply
        .header('Content-Type', 'image/webp')
        .header('Content-Length', file.size)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Content-Security-Policy', "default-src 'none'")
        .send(file.body);
    });
  }
  registerDefaultContractRoute(app, deps);
}
