// The part of s3rver's API the storage tests use (the package ships no types).
declare module 's3rver' {
  interface S3rverOptions {
    address?: string;
    /** 0: any free port. */
    port?: number;
    /** Where the buckets are kept on disk. */
    directory?: string;
    silent?: boolean;
    /** Buckets created at start. */
    configureBuckets?: { name: string }[];
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
