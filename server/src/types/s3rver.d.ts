/** The parts of @20minutes/s3rver (a local S3 API for tests and the media bench) we use; it ships no types. */
declare module '@20minutes/s3rver' {
  import type { Server } from 'node:http';
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory: string;
    /** Refuse requests whose signature does not match (false by default: kept false). */
    allowMismatchedSignatures?: boolean;
    vhostBuckets?: boolean;
    configureBuckets?: { name: string }[];
    resetOnClose?: boolean;
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
    httpServer: Server;
  }
}
