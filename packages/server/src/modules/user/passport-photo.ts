import type { FastifyReply } from 'fastify';
import { PASSPORT_MESSAGES } from '@fura/domain/passport';
import type { UserRow } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { FileStorage } from '../../storage/file-storage';
import { PASSPORT_KEY_PREFIX } from './passport-upload';

/** The stored passport photo of a user (a webp), or 404 when there is none. */
export async function readPassportPhoto(
  storage: FileStorage,
  user: Pick<UserRow, 'passportPhoto'>,
): Promise<Buffer> {
  const key = user.passportPhoto;
  const data = key?.startsWith(PASSPORT_KEY_PREFIX) ? await storage.get(key) : null;
  if (!data) throw notFound(PASSPORT_MESSAGES.notUploaded);
  return data;
}

/**
 * Sends a private image: never cached (not by the browser, not by a proxy), never sniffed as anything but the
 * picture it is, and nothing in it may run.
 */
export function sendPrivateImage(reply: FastifyReply, data: Buffer): FastifyReply {
  return reply
    .header('Content-Type', 'image/webp')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'no-store')
    .header('Content-Disposition', 'inline')
    .header('Content-Security-Policy', "default-src 'none'")
    .send(data);
}
