import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Config } from '../config';
import { isValidStorageKey, type ByteRange, type FileStorage, type StoredStream } from './file-storage';
import { contentTypeOfKey, isMissingObject, sizeFromContentRange } from './s3-objects';

/** Files larger than this go up in parts of this size (S3 takes at most 5 GB per request, parts from 5 MB). */
export const MULTIPART_PART_BYTES = 8 * 1024 * 1024;

const FOLDER_PATTERN = /^[a-z-]+$/;

function clientOf(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // Checksums only where S3 requires them: the SDK's default CRC trailers are refused by several S3-compatible
    // services, and a Content-Length body is checked by its signature anyway.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A bucket that stops answering fails the request instead of holding it (and its socket) for ever.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  });
}

/**
 * Files in an S3 bucket (AWS or any S3-compatible service), for several instances sharing them. Objects are private
 * (no ACL is ever set, no URL is ever signed): every read goes through the app, which checks who asks.
 */
export class S3FileStorage implements FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(
    config: S3Config,
    private readonly partSizeBytes: number = MULTIPART_PART_BYTES,
  ) {
    this.client = clientOf(config);
    this.bucket = config.bucket;
  }

  async put(key: string, data: Buffer): Promise<void> {
    if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
    const params = { Bucket: this.bucket, Key: key, Body: data, ContentType: contentTypeOfKey(key) };
    if (data.length <= this.partSizeBytes) {
      await this.client.send(new PutObjectCommand({ ...params, ContentLength: data.length }));
      return;
    }
    // An upload that fails part-way is aborted by lib-storage; one cut short by a crash is left to sweepUnfinished.
    await new Upload({ client: this.client, params, partSize: this.partSizeBytes, queueSize: 2 }).done();
  }

  async get(key: string): Promise<Buffer | null> {
    const file = await this.stream(key);
    if (!file) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of file.body) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks);
  }

  async delete(key: string): Promise<void> {
    if (!isValidStorageKey(key)) return;
    // Deleting a missing object succeeds on S3.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async size(key: string): Promise<number | null> {
    if (!isValidStorageKey(key)) return null;
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return head.ContentLength ?? null;
    } catch (error) {
      if (isMissingObject(error)) return null;
      throw error;
    }
  }

  async stream(key: string, range?: ByteRange): Promise<StoredStream | null> {
    if (!isValidStorageKey(key)) return null;
    try {
      const object = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      if (!(object.Body instanceof Readable)) throw new Error('S3 answered without a readable body');
      const size = range ? sizeFromContentRange(object.ContentRange) : object.ContentLength;
      if (size === undefined) throw new Error('S3 answered without the size of the object');
      return { size, body: object.Body };
    } catch (error) {
      if (isMissingObject(error)) return null;
      throw error;
    }
  }

  async listStoredBefore(folder: string, before: Date): Promise<string[]> {
    if (!FOLDER_PATTERN.test(folder)) return [];
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: `${folder}/`, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        if (
          object.Key &&
          object.LastModified &&
          object.LastModified < before &&
          isValidStorageKey(object.Key)
        ) {
          keys.push(object.Key);
        }
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }

  /** Aborts the multipart uploads of ours begun before `before` (a crash mid-upload leaves its parts billed). */
  async sweepUnfinished(before: Date): Promise<number> {
    const stale: { key: string; uploadId: string }[] = [];
    let keyMarker: string | undefined;
    let uploadIdMarker: string | undefined;
    do {
      const page = await this.client.send(
        new ListMultipartUploadsCommand({
          Bucket: this.bucket,
          KeyMarker: keyMarker,
          UploadIdMarker: uploadIdMarker,
        }),
      );
      for (const upload of page.Uploads ?? []) {
        const { Key: key, UploadId: uploadId, Initiated: initiated } = upload;
        if (key && uploadId && initiated && initiated < before && isValidStorageKey(key)) {
          stale.push({ key, uploadId });
        }
      }
      keyMarker = page.IsTruncated ? page.NextKeyMarker : undefined;
      uploadIdMarker = page.IsTruncated ? page.NextUploadIdMarker : undefined;
    } while (keyMarker);
    let aborted = 0;
    for (const { key, uploadId } of stale) {
      try {
        await this.client.send(
          new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId: uploadId }),
        );
        aborted += 1;
      } catch (error) {
        if (!isMissingObject(error)) throw error;
      }
    }
    return aborted;
  }

  /** Closes the client's open connections (on app close). */
  close(): void {
    this.client.destroy();
  }
}
