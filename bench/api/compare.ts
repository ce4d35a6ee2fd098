import type { Endpoint, EndpointKey } from './endpoints';
import { measureEndpoint, type LoadResult } from './load';
import type { RunningServer } from './servers';

/** A server under load with the requests it answers (the targets are its own database's rows). */
export interface Contender {
  label: string;
  server: RunningServer;
  endpoints: readonly Endpoint[];
}

export interface Comparison {
  key: EndpointKey;
  label: string;
  first: LoadResult;
  second: LoadResult;
}

export interface CompareOptions {
  connections: number;
  duration: number;
  warmup: number;
  rounds: number;
}

function mean(results: readonly LoadResult[]): LoadResult {
  const average = (pick: (result: LoadResult) => number) =>
    results.reduce((sum, result) => sum + pick(result), 0) / results.length;
  return {
    rps: average((result) => result.rps),
    p50: average((result) => result.p50),
    p99: average((result) => result.p99),
    requests: results.reduce((sum, result) => sum + result.requests, 0),
    failed: results.reduce((sum, result) => sum + result.failed, 0),
  };
}

function endpointOf(contender: Contender, key: EndpointKey): Endpoint {
  const endpoint = contender.endpoints.find((item) => item.key === key);
  if (!endpoint) throw new Error(`${contender.label}: no endpoint ${key}`);
  return endpoint;
}

/**
 * Loads every endpoint of both servers one after the other (never at once), alternating which goes first from one
 * endpoint (and round) to the next, so neither always runs on a warmer database or a cooler machine.
 */
export async function compareServers(
  first: Contender,
  second: Contender,
  options: CompareOptions,
): Promise<Comparison[]> {
  const comparisons: Comparison[] = [];
  const runId = Date.now().toString(36);
  for (const [index, endpoint] of first.endpoints.entries()) {
    const results = new Map<Contender, LoadResult[]>([
      [first, []],
      [second, []],
    ]);
    for (let round = 0; round < options.rounds; round += 1) {
      const order = (index + round) % 2 === 0 ? [first, second] : [second, first];
      for (const contender of order) {
        const tag = `${runId}${contender === first ? 'a' : 'b'}${round}`;
        const result = await measureEndpoint(contender.server.url, endpointOf(contender, endpoint.key), {
          ...options,
          tag,
        });
        results.get(contender)?.push(result);
        console.log(
          `  ${endpoint.label} · ${contender.label}: ${result.rps.toFixed(0)} req/s, p50 ${result.p50} ms, ` +
            `p99 ${result.p99} ms${result.failed ? `, ${result.failed} FAILED` : ''}`,
        );
      }
    }
    comparisons.push({
      key: endpoint.key,
      label: endpoint.label,
      first: mean(results.get(first) ?? []),
      second: mean(results.get(second) ?? []),
    });
  }
  return comparisons;
}

const ms = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));

/** The table of a comparison: req/s and latency of both, and first ÷ second in req/s. */
export function printComparison(
  comparisons: readonly Comparison[],
  names: [string, string],
  extra?: { title: string; cell: (key: EndpointKey) => string },
): void {
  const [a, b] = names;
  const head = extra ? ` ${extra.title} |` : '';
  console.log(
    `\n| request |${head} ${a} req/s | ${a} p50 ms | ${a} p99 ms | ${b} req/s | ${b} p50 ms | ${b} p99 ms | ` +
      `${a} ÷ ${b} |`,
  );
  console.log(`|---|${extra ? '---:|' : ''}---:|---:|---:|---:|---:|---:|---:|`);
  for (const row of comparisons) {
    const cell = extra ? ` ${extra.cell(row.key)} |` : '';
    const ratio = (row.first.rps / row.second.rps).toFixed(2);
    console.log(
      `| ${row.label} |${cell} ${row.first.rps.toFixed(0)} | ${ms(row.first.p50)} | ${ms(row.first.p99)} | ` +
        `${row.second.rps.toFixed(0)} | ${ms(row.second.p50)} | ${ms(row.second.p99)} | ${ratio} |`,
    );
  }
  const failed = comparisons.filter((row) => row.first.failed + row.second.failed > 0);
  for (const row of failed)
    console.log(
      `! ${row.label}: ${row.first.failed} + ${row.second.failed} failed requests (non-2xx or errors)`,
    );
}
