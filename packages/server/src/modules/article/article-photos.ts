import type { FastifyRequest } from 'fastify';
import { ARTICLE_MESSAGES, MAX_CARGO_PHOTOS, type TPhoto } from '@fura/domain/article-schemas';
import { ERROR_MESSAGES } from '@fura/domain/errors';
import type { StoredPhoto } from '../../db/schema';
import { badRequest, payloadTooLarge, unsupportedMedia } from '../../http/errors';
import { multipartFailure, type MultipartMessages } from '../../http/multipart-failure';
import { detectPhoto } from '../../images/detect-photo';
import { ImageReencodeError } from '../../images/reencode-image';
import { reencodePhoto, type ReencodedPhoto } from '../../images/reencode-photo';
import { copyStoredPhoto, storePhoto } from '../../images/store-photo';
import type { FileStorage } from '../../storage/file-storage';
import { ARTICLE_SERVER_MESSAGES } from './messages';
import { presentPhoto } from '../listing/present';

/** The multipart form of createArticle / updateArticle, with its photos already checked and re-encoded. */
export interface ArticleForm {
  socketId: string | null;
  /** The `article` field: JSON text, or already parsed when the part was sent as application/json. */
  article: unknown;
  editingId: string | null;
  /** New cargo photos in the order of their field numbers (cargoPhoto0, cargoPhoto1, …). */
  cargoPhotos: ReencodedPhoto[];
  carPhoto: ReencodedPhoto | null;
}

const TEXT_FIELDS = ['socketId', 'article', 'editingId'] as const;
type TextField = (typeof TEXT_FIELDS)[number];
const CARGO_PHOTO_FIELD = /^cargoPhoto(\d{1,2})$/;
const CAR_PHOTO_FIELD = 'carPhoto';

function isTextField(name: string): name is TextField {
  return (TEXT_FIELDS as readonly string[]).includes(name);
}

function articleFormMessages(currentFile: string | null): MultipartMessages {
  return {
    fileTooLarge: { msg: ARTICLE_MESSAGES.photoSize, param: currentFile ?? undefined },
    badJson: { msg: ARTICLE_MESSAGES.articleJson, param: 'article' },
    notMultipart: ARTICLE_SERVER_MESSAGES.notMultipart,
    badForm: ARTICLE_SERVER_MESSAGES.badForm,
  };
}

/** Checks a photo by its bytes and re-encodes it (EXIF and GPS dropped, thumbnail made). */
async function readPhoto(data: Buffer, field: string): Promise<ReencodedPhoto> {
  const kind = await detectPhoto(data);
  if (!kind) throw unsupportedMedia(ARTICLE_MESSAGES.photoType, field);
  try {
    return await reencodePhoto(data);
  } catch (error) {
    if (!(error instanceof ImageReencodeError)) throw error;
    // sharp's prebuilt libvips reads HEIF containers but has no HEVC decoder, so most iPhone photos land here.
    if (kind === 'heic') throw unsupportedMedia(ARTICLE_SERVER_MESSAGES.photoHeic, field);
    if (error.reason === 'too-many-pixels')
      throw payloadTooLarge(ARTICLE_SERVER_MESSAGES.photoTooManyPixels, field);
    throw badRequest(ARTICLE_SERVER_MESSAGES.photoUnreadable, field);
  }
}

/**
 * Reads the listing form part by part: text fields `socketId`, `article`, `editingId` (in any order, before or after
 * the files) and files `cargoPhoto<N>` (at most 9) and `carPhoto`. Each file is size-limited while it streams,
 * checked and re-encoded as soon as it has arrived, so only one original is held in memory at a time. Any other
 * part, or a part sent twice, is refused.
 */
export async function readArticleForm(request: FastifyRequest, maxBytes: number): Promise<ArticleForm> {
  if (!request.isMultipart()) throw unsupportedMedia(ARTICLE_SERVER_MESSAGES.notMultipart);
  const text: Partial<Record<TextField, unknown>> = {};
  const cargo: { index: number; photo: ReencodedPhoto }[] = [];
  const seenFiles = new Set<string>();
  let carPhoto: ReencodedPhoto | null = null;
  let currentFile: string | null = null;
  const limits = {
    fileSize: maxBytes,
    files: MAX_CARGO_PHOTOS + 2,
    fields: TEXT_FIELDS.length + 2,
    parts: MAX_CARGO_PHOTOS + TEXT_FIELDS.length + 4,
  };
  try {
    for await (const part of request.parts({ limits })) {
      const name = part.fieldname;
      if (part.type === 'field') {
        if (!isTextField(name) || name in text)
          throw badRequest(ARTICLE_SERVER_MESSAGES.unexpectedPart, name);
        if (part.valueTruncated) throw payloadTooLarge(ERROR_MESSAGES.tooLarge, name);
        text[name] = part.value;
        continue;
      }
      const cargoMatch = CARGO_PHOTO_FIELD.exec(name);
      if ((!cargoMatch && name !== CAR_PHOTO_FIELD) || seenFiles.has(name)) {
        part.file.resume();
        throw badRequest(ARTICLE_SERVER_MESSAGES.unexpectedPart, name);
      }
      seenFiles.add(name);
      if (cargoMatch && cargo.length >= MAX_CARGO_PHOTOS) {
        part.file.resume();
        throw badRequest(ARTICLE_MESSAGES.tooManyPhotos, name);
      }
      currentFile = name;
      const data = await part.toBuffer();
      if (part.file.truncated) throw payloadTooLarge(ARTICLE_MESSAGES.photoSize, name);
      currentFile = null;
      // A form submitted without choosing a file still sends an empty file part.
      if (data.length === 0) continue;
      const photo = await readPhoto(data, name);
      if (cargoMatch) cargo.push({ index: Number(cargoMatch[1]), photo });
      else carPhoto = photo;
    }
  } catch (error) {
    throw multipartFailure(error, articleFormMessages(currentFile));
  }
  return {
    socketId: typeof text.socketId === 'string' && text.socketId ? text.socketId.slice(0, 100) : null,
    article: text.article,
    editingId: typeof text.editingId === 'string' && text.editingId ? text.editingId : null,
    cargoPhotos: cargo.sort((a, b) => a.index - b.index).map((item) => item.photo),
    carPhoto,
  };
}

/** Stores new photos of a listing under fresh names. */
export function storeArticlePhotos(
  storage: FileStorage,
  photos: readonly ReencodedPhoto[],
): Promise<StoredPhoto[]> {
  return Promise.all(photos.map((photo) => storePhoto(storage, 'articles', photo)));
}

/** Copies stored photos to fresh names (a copied listing); photos whose files are gone are dropped. */
export async function copyArticlePhotos(
  storage: FileStorage,
  photos: readonly StoredPhoto[],
): Promise<StoredPhoto[]> {
  const copies = await Promise.all(photos.map((photo) => copyStoredPhoto(storage, 'articles', photo)));
  return copies.filter((photo): photo is StoredPhoto => photo !== null);
}

function urlPath(url: string): string {
  try {
    return new URL(url, 'http://localhost').pathname;
  } catch {
    return url;
  }
}

/**
 * The stored photos the client keeps on edit, in the client's order. A kept photo is named by the URL it was
 * presented with; URLs that are not among the listing's own photos are ignored, never taken as storage keys.
 */
export function keptPhotos(
  stored: readonly StoredPhoto[],
  refs: readonly Pick<TPhoto, 'file'>[],
): StoredPhoto[] {
  const byUrl = new Map(stored.map((photo) => [presentPhoto(photo).file, photo]));
  const kept: StoredPhoto[] = [];
  for (const ref of refs) {
    const photo = byUrl.get(urlPath(ref.file));
    if (photo && !kept.includes(photo)) kept.push(photo);
  }
  return kept;
}
