import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';

const keys = { S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret-example' };

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('S3_* configuration', () => {
  it('keeps pictures in the local folder when no S3_BUCKET is set (the embedded default)', () => {
    expect(loadConfig({}).s3).toBeUndefined();
  });

  it('defaults to AWS: us-east-1, its regional endpoint, virtual-hosted buckets', () => {
    expect(loadConfig({ S3_BUCKET: 'mithaq-pictures', ...keys }).s3).toEqual({
      bucket: 'mithaq-pictures',
      endpoint: 'https://s3.us-east-1.amazonaws.com',
      region: 'us-east-1',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret-example',
      forcePathStyle: false,
    });
    expect(loadConfig({ S3_BUCKET: 'mithaq-pictures', S3_REGION: 'eu-west-3', ...keys }).s3?.endpoint).toBe('https://s3.eu-west-3.amazonaws.com');
  });

  it('uses path-style addressing with an S3_ENDPOINT (MinIO, Garage…) unless told otherwise', () => {
    const minio = loadConfig({ S3_BUCKET: 'pics', S3_ENDPOINT: 'http://minio.internal:9000/', ...keys }).s3;
    expect(minio).toMatchObject({ endpoint: 'http://minio.internal:9000', forcePathStyle: true, region: 'us-east-1' });
    const r2 = loadConfig({ S3_BUCKET: 'pics', S3_ENDPOINT: 'https://acc.r2.cloudflarestorage.com', S3_REGION: 'auto', S3_FORCE_PATH_STYLE: 'false', ...keys }).s3;
    expect(r2).toMatchObject({ region: 'auto', forcePathStyle: false });
    expect(loadConfig({ S3_BUCKET: 'pics', S3_FORCE_PATH_STYLE: 'yes', ...keys }).s3?.forcePathStyle).toBe(true);
  });

  it('refuses a bucket without its keys, naming each missing one', () => {
    expect(problemsOf({ S3_BUCKET: 'pics' })).toEqual([
      'S3_ACCESS_KEY_ID: is required when S3_BUCKET is set (the store refuses unsigned requests)',
      'S3_SECRET_ACCESS_KEY: is required when S3_BUCKET is set (the store refuses unsigned requests)',
    ]);
    expect(problemsOf({ S3_BUCKET: 'pics', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' })).toEqual([
      'S3_SECRET_ACCESS_KEY: is required when S3_BUCKET is set (the store refuses unsigned requests)',
    ]);
  });

  it('refuses S3 settings without a bucket, so pictures never stay on one disk by mistake', () => {
    expect(problemsOf({ S3_ENDPOINT: 'http://minio:9000', ...keys })).toEqual([
      'S3_BUCKET: is not set, but S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are: set S3_BUCKET to keep pictures in the bucket, or unset the rest to keep them in DATA_DIR/media',
    ]);
  });

  it('names a bad bucket, endpoint, region or flag', () => {
    const problems = problemsOf({ S3_BUCKET: 'My_Bucket', S3_ENDPOINT: 'ftp://store', S3_REGION: 'EU West', S3_FORCE_PATH_STYLE: 'maybe', ...keys });
    expect(problems.map((p) => p.split(':')[0])).toEqual(['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_FORCE_PATH_STYLE']);
    expect(problems[0]).toContain('must be a bucket name');
    expect(problems[1]).toContain('must be an http:// or https:// URL');
  });

  it('treats empty S3_* values as unset', () => {
    expect(loadConfig({ S3_BUCKET: '', S3_ENDPOINT: '', S3_ACCESS_KEY_ID: '' }).s3).toBeUndefined();
  });
});
