import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { LocalFileStorage, type FileStorage } from './file-storage';

/**
 * The storage of uploaded files: the S3 bucket when S3_BUCKET is set, else the local disk under DATA_DIR/files.
 * The S3 client is loaded only then, so the embedded default does not pay its start-up time and memory.
 */
export async function createFileStorage(config: Config, app: FastifyInstance): Promise<FileStorage> {
  if (!config.s3) return new LocalFileStorage(`${config.dataDir}/files`);
  const { S3FileStorage } = await import('./s3-file-storage');
  const storage = new S3FileStorage(config.s3);
  app.addHook('onClose', () => storage.close());
  return storage;
}
