import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import S3rver, { type S3rverContext, type S3rverMiddleware } from 's3rver';
import type { S3Config } from '../../src/config';

/**
 * A local S3 for tests: s3rver (the S3 REST/XML API over a temporary directory) with the two operations of the real
 * API it lacks and our sweep uses, ListMultipartUploads (`GET /bucket?uploads`) and AbortMultipartUpload
 * (`DELETE /bucket/key?uploadId=…`), answered from s3rver's own store of uploads in progress. Every request is
 * recorded (`requests`), so a test can tell a multipart upload from a single PUT.
 */
export interface LocalS3 {
  config: S3Config;
  /** A client of its own, for tests that look into the bucket behind the storage. */
  client: S3Client;
  /** `METHOD /path?query` of each request, in order. */
  requests: string[];
  close(): Promise<void>;
}

/** s3rver's credentials (it checks signatures). */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
/** Where s3rver keeps the uploads in progress of a bucket: one folder per upload, with the key in a file `key`. */
const UPLOADS_FOLDER = '._S3rver_uploads';

function recorder(requests: string[]): S3rverMiddleware {
  return async (context, next) => {
    requests.push(`${context.method} ${context.path}${context.querystring ? `?${context.querystring}` : ''}`);
    await next();
  };
}

async function uploadsOf(directory: string, bucket: string) {
  const root = join(directory, bucket, UPLOADS_FOLDER);
  const ids = await readdir(root).catch(() => []);
  return Promise.all(
    ids.map(async (uploadId) => {
      const keyFile = join(root, uploadId, 'key');
      const [key, info] = await Promise.all([readFile(keyFile, 'utf8'), stat(keyFile)]);
      return { uploadId, key, initiated: info.mtime, folder: join(root, uploadId) };
    }),
  );
}

function missingUploadsApi(directory: string, bucket: string): S3rverMiddleware {
  const bucketPath = `/${bucket}`;
  return async (context: S3rverContext, next) => {
    const onBucket = context.path === bucketPath || context.path === `${bucketPath}/`;
    if (context.method === 'GET' && onBucket && 'uploads' in context.query) {
      const uploads = await uploadsOf(directory, bucket);
      // s3rver writes a plain object out as XML.
      context.body = {
        ListMultipartUploadsResult: {
          '@': { xmlns: 'http://s3.amazonaws.com/doc/2006-03-01/' },
          Bucket: bucket,
          MaxUploads: 1000,
          IsTruncated: false,
          Upload: uploads.map((upload) => ({
            Key: upload.key,
            UploadId: upload.uploadId,
            Initiated: upload.initiated.toISOString(),
            StorageClass: 'STANDARD',
          })),
        },
      };
      return;
    }
    const uploadId = context.query.uploadId;
    if (
      context.method === 'DELETE' &&
      context.path.startsWith(`${bucketPath}/`) &&
      typeof uploadId === 'string'
    ) {
      const upload = (await uploadsOf(directory, bucket)).find((one) => one.uploadId === uploadId);
      if (!upload) {
        context.status = 404;
        context.body = { Error: { Code: 'NoSuchUpload', Message: 'The specified upload does not exist.' } };
        return;
      }
      await rm(upload.folder, { recursive: true, force: true });
      context.status = 204;
      return;
    }
    await next();
  };
}

/** Starts s3rver on a free port over a temporary directory, with `bucket` created. */
export async function startLocalS3(bucket = 'fura-test'): Promise<LocalS3> {
  const directory = await mkdtemp(join(tmpdir(), 'fura-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const requests: string[] = [];
  server.middleware.unshift(recorder(requests));
  // Before its router (the last middleware), after its XML writer.
  server.middleware.splice(server.middleware.length - 1, 0, missingUploadsApi(directory, bucket));
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    credentials: CREDENTIALS,
    forcePathStyle: true,
  });
  return {
    config: { bucket, endpoint, region: 'us-east-1', credentials: CREDENTIALS, forcePathStyle: true },
    client,
    requests,
    close: async () => {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
