import autocannon from 'autocannon';

export interface LoadFigures {
  rps: number;
  p50: number;
  p95: number;
  requests: number;
  /** Answers that were not 200, connection errors and timeouts: any makes the figures suspect. */
  failed: number;
}

export interface PageLoad {
  path: string;
  /** Each request's own address (cache misses): `?n=…` appended, which no page reads. */
  unique: boolean;
  cookie?: string;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Loads one page at `connections` for `duration` seconds; latencies are each answer's own (ms). */
export async function loadPage(
  origin: string,
  page: PageLoad,
  options: { connections: number; duration: number },
): Promise<LoadFigures> {
  let n = 0;
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolveRun, rejectRun) => {
    const instance = autocannon(
      {
        url: origin,
        connections: options.connections,
        duration: options.duration,
        requests: [
          {
            method: 'GET',
            setupRequest: (request) => ({
              ...request,
              path: page.unique ? `${page.path}?n=${n++}` : page.path,
              headers: {
                ...request.headers,
                'accept-encoding': 'gzip',
                ...(page.cookie ? { cookie: page.cookie } : {}),
              },
            }),
          },
        ],
      },
      (error: Error | null, finished) => (error ? rejectRun(error) : resolveRun(finished)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  latencies.sort((a, b) => a - b);
  return {
    rps: result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    requests: result.requests.total,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

/** One page after the other (no concurrency): the mean time the server takes for one (ms). */
export async function meanPageTime(origin: string, page: PageLoad, count: number): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < count; i += 1) {
    const path = page.unique ? `${page.path}?seq=${i}` : page.path;
    const answer = await fetch(`${origin}${path}`, { headers: page.cookie ? { cookie: page.cookie } : {} });
    await answer.text();
  }
  return (performance.now() - started) / count;
}
