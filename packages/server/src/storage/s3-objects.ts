/** The types of the files we store, by extension: what anyone looking into the bucket sees. */
const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  webm: 'audio/webm',
  ogg: 'audio/ogg',
  mp4: 'audio/mp4',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

export function contentTypeOfKey(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1);
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

/**
 * S3 errors meaning "there is no such thing": a missing object (GET answers NoSuchKey, HEAD a bodiless NotFound), or
 * a multipart upload already completed or aborted (by another instance's sweep). A missing bucket is not one of
 * them: that is a configuration error and is thrown.
 */
const MISSING = new Set(['NoSuchKey', 'NotFound', 'NoSuchUpload']);

export function isMissingObject(error: unknown): boolean {
  // By shape, not by class: an SDK error carries `$metadata`.
  return error instanceof Error && '$metadata' in error && MISSING.has(error.name);
}

/** The whole object's size from a `Content-Range: bytes 0-99/1234` header. */
export function sizeFromContentRange(header: string | undefined): number | undefined {
  const total = header?.match(/\/(\d+)$/)?.[1];
  return total === undefined ? undefined : Number(total);
}
