import { randomBytes } from 'node:crypto';

export type MultipartPart =
  | { name: string; value: string; contentType?: string }
  | { name: string; filename: string; contentType: string; data: Buffer };

export interface MultipartRequest {
  payload: Buffer;
  headers: { 'content-type': string };
}

/** Builds a multipart/form-data body for `app.inject()`, byte for byte as a browser sends it. */
export function multipart(parts: readonly MultipartPart[]): MultipartRequest {
  const boundary = `----fura${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('data' in part) {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
            `Content-Type: ${part.contentType}\r\n\r\n`,
        ),
        part.data,
        Buffer.from('\r\n'),
      );
    } else {
      const type = part.contentType ? `Content-Type: ${part.contentType}\r\n` : '';
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n${type}\r\n`),
        Buffer.from(part.value, 'utf8'),
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
