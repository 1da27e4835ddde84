import { startS3Server } from '../test/support/s3-server';

/**
 * The bench's S3 store in a process of its own (so its CPU is counted apart from the app's):
 * s3rver on a free loopback port. Prints {"env"} (the S3_* variables for it); SIGTERM stops it.
 */
const s3 = await startS3Server('mithaq-bench');
process.stdout.write(`${JSON.stringify({ env: s3.env })}\n`);
process.once('SIGTERM', () => void s3.close().then(() => process.exit(0)));
