import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';

const base = { NODE_ENV: 'test' } as const;

describe('S3 settings', () => {
  it('without S3_BUCKET files stay on the local disk', () => {
    expect(loadConfig(base).s3).toBeNull();
    expect(loadConfig({ ...base, S3_BUCKET: '  ' }).s3).toBeNull();
  });

  it('S3_BUCKET chooses the bucket, with the endpoint, region, keys and path style given', () => {
    const config = loadConfig({
      ...base,
      S3_BUCKET: 'fura-files',
      S3_ENDPOINT: 'https://storage.yandexcloud.net',
      S3_REGION: 'ru-central1',
      S3_ACCESS_KEY_ID: 'key-id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.s3).toEqual({
      bucket: 'fura-files',
      endpoint: 'https://storage.yandexcloud.net',
      region: 'ru-central1',
      credentials: { accessKeyId: 'key-id', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
  });

  it('defaults: AWS itself, us-east-1, the SDK default credentials, virtual-hosted style', () => {
    expect(loadConfig({ ...base, S3_BUCKET: 'fura-files' }).s3).toEqual({
      bucket: 'fura-files',
      endpoint: null,
      region: 'us-east-1',
      credentials: null,
      forcePathStyle: false,
    });
  });

  it.each([
    [{ S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'id' }, /S3_SECRET_ACCESS_KEY: .*go together/],
    [{ S3_BUCKET: 'b-1', S3_SECRET_ACCESS_KEY: 'secret' }, /S3_ACCESS_KEY_ID: .*go together/],
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, /S3_BUCKET: required with S3_ENDPOINT/],
    [{ S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 's' }, /S3_BUCKET: required with S3_ACCESS_KEY_ID/],
    [{ S3_BUCKET: 'b-1', S3_ENDPOINT: 'storage.example' }, /S3_ENDPOINT/],
    [{ S3_BUCKET: 'b-1', S3_FORCE_PATH_STYLE: 'maybe' }, /S3_FORCE_PATH_STYLE/],
  ])('refuses to start on %o', (env, message) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(/^Invalid environment: /);
    expect(() => loadConfig({ ...base, ...env })).toThrow(message);
  });
});
