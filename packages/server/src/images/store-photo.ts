import { randomUUID } from 'node:crypto';
import type { StoredPhoto } from '../db/schema';
import type { FileStorage } from '../storage/file-storage';
import type { ReencodedPhoto } from './reencode-photo';

/** Storage folders of public photos, served by /files/<folder>/<name>. */
export type PhotoFolder = 'articles' | 'templates';

/** Stores a re-encoded photo under fresh names: `<folder>/<uuid>.webp` and `<folder>/<uuid>-thumb.webp`. */
export async function storePhoto(
  storage: FileStorage,
  folder: PhotoFolder,
  photo: ReencodedPhoto,
): Promise<StoredPhoto> {
  const name = randomUUID();
  const stored = { key: `${folder}/${name}.webp`, thumbKey: `${folder}/${name}-thumb.webp` };
  await Promise.all([storage.put(stored.key, photo.image), storage.put(stored.thumbKey, photo.thumb)]);
  return stored;
}

/**
 * Copies a stored photo to fresh names in `folder` (a copied listing, an offer filled from a template), so that the
 * copy does not depend on the original's files. Null when the original's files are gone.
 */
export async function copyStoredPhoto(
  storage: FileStorage,
  folder: PhotoFolder,
  photo: StoredPhoto,
): Promise<StoredPhoto | null> {
  const [image, thumb] = await Promise.all([storage.get(photo.key), storage.get(photo.thumbKey)]);
  if (!image || !thumb) return null;
  return storePhoto(storage, folder, { image, thumb });
}
