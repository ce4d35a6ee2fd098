import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildPlan, isControl, type CapturedStatement, type ReplayPlan } from './captured';
import type { Endpoint, EndpointKey, RequestInstance } from './endpoints';
import { startOurServer } from './servers';

export interface StatementCount {
  /** Statements one request sent, begin and commit included. */
  total: number;
  /** Of them, inside a transaction (begin … commit, both counted). */
  inTransaction: number;
  /** Two probes with different users and rows sent the same statements (in any order). */
  stable: boolean;
}

export interface Capture {
  plans: Map<EndpointKey, ReplayPlan>;
  counts: Map<EndpointKey, StatementCount>;
}

export function httpRequest(endpoint: Endpoint, instance: RequestInstance) {
  return {
    method: endpoint.method,
    path: endpoint.path,
    headers: {
      authorization: `Bearer ${instance.token}`,
      ...(instance.body ? { 'content-type': 'application/json' } : {}),
    },
    ...(instance.body ? { body: JSON.stringify(instance.body) } : {}),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function readNew(file: string, from: number): { records: CapturedStatement[]; length: number } {
  const text = readFileSync(file, 'utf8');
  const lines = text.slice(from).split('\n').filter(Boolean);
  return { records: lines.map((line) => JSON.parse(line) as CapturedStatement), length: text.length };
}

function countOf(records: readonly CapturedStatement[], plan: ReplayPlan): Omit<StatementCount, 'stable'> {
  const inTransaction = plan.steps.flat().filter((statement) => statement.inTransaction).length;
  return { total: records.length, inTransaction };
}

function warnUnstable(endpoint: Endpoint, a: CapturedStatement[], b: CapturedStatement[]): void {
  const at = Math.max(
    0,
    a.findIndex((record, index) => record.text !== b[index]?.text),
  );
  const shown = (record: CapturedStatement | undefined) => record?.text.slice(0, 160) ?? '(none)';
  console.log(
    `! ${endpoint.label}: the probes sent different statements (${a.length} and ${b.length}); first difference, ` +
      `statement ${at + 1}:\n    ${shown(a[at])}\n    ${shown(b[at])}`,
  );
}

/**
 * Starts a copy of our server with capture-hook.ts on the bench database, sends each request kind three times (the
 * first warms caches up; the second is the one replayed; the third, another user and rows, checks that the statements
 * do not depend on who asks), and builds the baseline's replay plans from what the server sent.
 */
export async function captureStatements(options: {
  serverDir: string;
  logLevel: string;
  databaseUrl: string;
  workDir: string;
  endpoints: readonly Endpoint[];
}): Promise<Capture> {
  const file = join(options.workDir, 'statements.jsonl');
  writeFileSync(file, '');
  const server = await startOurServer({
    serverDir: options.serverDir,
    logLevel: options.logLevel,
    databaseUrl: options.databaseUrl,
    dataDir: options.workDir,
    captureFile: file,
  });
  const plans = new Map<EndpointKey, ReplayPlan>();
  const counts = new Map<EndpointKey, StatementCount>();
  try {
    let offset = readNew(file, 0).length;
    const probe = async (endpoint: Endpoint, n: number) => {
      const instance = endpoint.request(n, 'probe');
      const { method, path, headers, body } = httpRequest(endpoint, instance);
      const response = await fetch(`${server.url}${path}`, { method, headers, body });
      if (!response.ok) throw new Error(`${endpoint.label}: ${response.status} ${await response.text()}`);
      await response.arrayBuffer();
      await sleep(150);
      const read = readNew(file, offset);
      offset = read.length;
      return { instance, records: read.records.filter((record) => record.end > 0) };
    };
    for (const endpoint of options.endpoints) {
      await probe(endpoint, 0);
      const { instance, records } = await probe(endpoint, 1);
      const check = await probe(endpoint, 2);
      // Statements sent together (Promise.all over the pool) reach pg in whatever order connections come free.
      const texts = (list: CapturedStatement[]) =>
        list
          .map((record) => record.text)
          .sort()
          .join('\n;\n');
      const plan = buildPlan(
        {
          method: endpoint.method,
          path: endpoint.path,
          tokenHash: createHash('sha256').update(instance.token).digest('hex'),
          body: instance.body ?? null,
        },
        records,
      );
      plans.set(endpoint.key, plan);
      const stable = texts(records) === texts(check.records);
      if (!stable) warnUnstable(endpoint, records, check.records);
      counts.set(endpoint.key, { ...countOf(records, plan), stable });
      const failed = records.find((record) => record.error !== null && !isControl(record.text));
      if (failed) throw new Error(`${endpoint.label}: a statement failed in the probe: ${failed.error}`);
    }
  } finally {
    await server.stop();
  }
  return { plans, counts };
}
