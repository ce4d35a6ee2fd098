/** The part of s3rver 3.7 (no types of its own) the tests use. */
declare module 's3rver' {
  export interface S3rverContext {
    method: string;
    path: string;
    querystring: string;
    query: Record<string, string | string[] | undefined>;
    status: number;
    body: unknown;
  }

  export type S3rverMiddleware = (context: S3rverContext, next: () => Promise<void>) => Promise<void>;

  export interface S3rverOptions {
    address?: string;
    port?: number;
    directory: string;
    silent?: boolean;
    configureBuckets?: { name: string; configs?: string[] }[];
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    /** Koa's middleware stack, composed when the server starts. */
    middleware: S3rverMiddleware[];
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
