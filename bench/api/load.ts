import autocannon from 'autocannon';
import { httpRequest } from './capture';
import type { Endpoint } from './endpoints';

export interface LoadResult {
  /** Mean requests per second over the run. */
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  /** Answers that were not 2xx, and connection errors and timeouts: any of them makes the figures suspect. */
  failed: number;
}

export interface LoadOptions {
  connections: number;
  duration: number;
  /** Keeps message client ids of different runs apart (a repeated client id is a retry, not a new message). */
  tag: string;
}

/** Loads one endpoint of one server with autocannon; each request rotates over the targets (users, rows). */
export async function loadEndpoint(
  url: string,
  endpoint: Endpoint,
  options: LoadOptions,
): Promise<LoadResult> {
  let n = 0;
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.duration,
    requests: [
      {
        method: endpoint.method,
        path: endpoint.path,
        setupRequest: (request) => ({
          ...request,
          ...httpRequest(endpoint, endpoint.request(n++, options.tag)),
        }),
      },
    ],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

/** Warm-up (JIT, pools, caches) then the measured run. */
export async function measureEndpoint(
  url: string,
  endpoint: Endpoint,
  options: LoadOptions & { warmup: number },
): Promise<LoadResult> {
  await loadEndpoint(url, endpoint, { ...options, duration: options.warmup, tag: `${options.tag}w` });
  return loadEndpoint(url, endpoint, options);
}
