import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  CreateMultipartUploadCommand,
  ListMultipartUploadsCommand,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { LocalFileStorage } from '../src/storage/file-storage';
import { S3FileStorage } from '../src/storage/s3-file-storage';
import { startLocalS3 } from './helpers/s3-server';
import { storageContract } from './helpers/storage-contract';

storageContract('LocalFileStorage', async () => {
  const root = await mkdtemp(join(tmpdir(), 'fura-files-'));
  const unfinished = async () => {
    const folders = await readdir(root).catch(() => []);
    const names = await Promise.all(folders.map((folder) => readdir(join(root, folder)).catch(() => [])));
    return names.flat().filter((name) => /\.tmp-\d+$/.test(name)).length;
  };
  return {
    storage: new LocalFileStorage(root),
    // What a crash leaves: the temporary file of a write, never renamed into place.
    leaveUnfinished: async (key) => {
      const path = join(root, `${key}.tmp-${process.pid}`);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, 'half');
    },
    unfinishedCount: unfinished,
    close: () => rm(root, { recursive: true, force: true }),
  };
});

const PART_BYTES = 5 * 1024 * 1024;

storageContract('S3FileStorage on s3rver', async () => {
  const s3 = await startLocalS3();
  const { client } = s3;
  const storage = new S3FileStorage(s3.config, PART_BYTES);
  const Bucket = s3.config.bucket;
  return {
    storage,
    // What a crash leaves: a multipart upload begun, one part sent, never completed.
    leaveUnfinished: async (Key) => {
      const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket, Key }));
      await client.send(
        new UploadPartCommand({ Bucket, Key, UploadId, PartNumber: 1, Body: Buffer.from('half') }),
      );
    },
    unfinishedCount: async () =>
      (await client.send(new ListMultipartUploadsCommand({ Bucket }))).Uploads?.length ?? 0,
    partBytes: PART_BYTES,
    partsWritten: () => s3.requests.filter((request) => /^PUT .*[?&]partNumber=/.test(request)).length,
    close: async () => {
      storage.close();
      await s3.close();
    },
  };
});
