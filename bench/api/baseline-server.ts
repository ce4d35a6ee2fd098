/**
 * The bare baseline of bench:api (a child process: `node --import tsx baseline-server.ts`): Fastify + pg, one route
 * per request kind at the same method and path as ours, replaying the statements our server sent for it
 * (BENCH_PLANS, from the capture) with this request's values, and answering their rows as JSON.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';
import { stringLeaves, type ReplayPlan } from './captured';
import { replay } from './replay';

const plansFile = process.env.BENCH_PLANS;
const databaseUrl = process.env.DATABASE_URL;
if (!plansFile || !databaseUrl) throw new Error('baseline-server: BENCH_PLANS and DATABASE_URL are needed');
const plans = JSON.parse(readFileSync(plansFile, 'utf8')) as ReplayPlan[];

// The same pool settings as our server's (db/connect.ts).
const pool = new pg.Pool({
  connectionString: databaseUrl,
  max: 10,
  keepAlive: true,
  application_name: 'fura-bench',
});
// Request logging as ours should do it (issue 14): one line per request at info, after the answer.
const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' }, disableRequestLogging: true });
app.addHook('onResponse', async (request, reply) => {
  request.log.info(
    { method: request.method, url: request.url, statusCode: reply.statusCode, ms: reply.elapsedTime },
    'request',
  );
});

app.get('/health', () => ({ status: 'ok' }));

for (const plan of plans) {
  const probeLeaves = stringLeaves(plan.probeBody);
  app.route({
    method: plan.method,
    url: plan.path,
    handler: async (request, reply) => {
      const header = request.headers.authorization ?? '';
      const token = header.startsWith('Bearer ') ? header.slice(7) : '';
      // This request's values in place of the probe's: the session's token hash and the body's strings.
      const slots = new Map([[plan.probeTokenHash, createHash('sha256').update(token).digest('hex')]]);
      const leaves = stringLeaves(request.body);
      for (const [index, probe] of probeLeaves.entries()) {
        const current = leaves[index];
        if (current !== undefined && current !== probe) slots.set(probe, current);
      }
      const results = await replay(pool, plan, slots);
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .send(JSON.stringify({ error: false, results }));
    },
  });
}

app.addHook('onClose', () => pool.end());
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
