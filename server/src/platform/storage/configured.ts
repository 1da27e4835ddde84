import path from 'node:path';
import type { Config } from '../../config';
import type { Logger } from '../logger';
import { createLocalStorage } from './local';
import { createS3Storage } from './s3';
import type { Storage } from './storage';

/** The storage the configuration names: the S3 bucket when S3_BUCKET is set, else DATA_DIR/media. */
export function createConfiguredStorage(config: Pick<Config, 's3' | 'dataDir' | 'redisUrl'>, logger: Logger): Storage {
  if (config.s3) {
    const { bucket, endpoint, forcePathStyle } = config.s3;
    logger.info({ bucket, endpoint, pathStyle: forcePathStyle }, 'pictures are kept in an S3 bucket');
    return createS3Storage(config.s3);
  }
  if (config.redisUrl) {
    // Several servers share Redis, but each would keep its own pictures: a picture uploaded
    // through one is missing on the others.
    logger.warn('REDIS_URL is set but pictures are kept in this server\'s DATA_DIR/media: set S3_BUCKET so every server sees them');
  }
  return createLocalStorage(path.join(config.dataDir, 'media'));
}
