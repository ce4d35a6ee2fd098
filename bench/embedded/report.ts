import type { StartMeasurement, StartupResult } from './startup';

/** Issue 14's goals for the embedded default. */
export const GOALS = { restartReadyMs: 3_000, rssAfterStartMb: 300 } as const;

const mb = (value: number) => value.toFixed(0);
const ms = (value: number) => value.toFixed(0);

export function startRow(m: StartMeasurement): string {
  const cells = [
    m.label,
    ms(m.readyMs),
    ms(m.readyCpuMs),
    mb(m.atReady.rssMb),
    mb(m.atReady.hwmMb),
    mb(m.afterIdle.rssMb),
    mb(m.afterWarmup.rssMb),
    mb(m.afterWarmup.hwmMb),
    String(m.listings),
    ms(m.stopMs),
  ];
  return `| ${cells.join(' | ')} |`;
}

export function startHeader(idleMs: number): string {
  const idle = `RSS idle ${(idleMs / 1000).toFixed(0)} s MB`;
  return [
    `| start | ready ms | CPU to ready ms | RSS at ready MB | peak at ready MB | ${idle} | RSS after warm-up MB | peak after warm-up MB | listings | stop ms |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ].join('\n');
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return NaN;
  return sorted.length % 2
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

interface GoalRow {
  what: string;
  goal: string;
  measured: string;
  /** Whether the goal is met; null for the figures without a goal. */
  met: boolean | null;
}

/** The goals next to the figures: restarts by median and worst, memory by the worst reading of each start. */
export function goalsTable(result: StartupResult): string {
  const { first, restarts } = result;
  const ready = restarts.map((m) => m.readyMs);
  const worstReady = Math.max(...ready);
  const afterStart = (m: StartMeasurement) =>
    Math.max(m.atReady.rssMb, m.afterIdle.rssMb, m.afterWarmup.rssMb);
  const restartsRss = Math.max(...restarts.map(afterStart));
  const readyGoal = `≤ ${GOALS.restartReadyMs} ms`;
  const rssGoal = `≤ ${GOALS.rssAfterStartMb} MB`;
  const rows: GoalRow[] = [
    {
      what: 'restart → ready, median',
      goal: readyGoal,
      measured: `${ms(median(ready))} ms`,
      met: median(ready) <= GOALS.restartReadyMs,
    },
    {
      what: 'restart → ready, worst',
      goal: readyGoal,
      measured: `${ms(worstReady)} ms`,
      met: worstReady <= GOALS.restartReadyMs,
    },
    {
      what: 'restart CPU to ready, median',
      goal: '—',
      measured: `${ms(median(restarts.map((m) => m.readyCpuMs)))} ms`,
      met: null,
    },
    { what: 'first start → ready', goal: '—', measured: `${ms(first.readyMs)} ms`, met: null },
    {
      what: 'RSS after start-up, restarts (worst of ready / idle / warm-up)',
      goal: rssGoal,
      measured: `${mb(restartsRss)} MB`,
      met: restartsRss <= GOALS.rssAfterStartMb,
    },
    {
      what: 'RSS after start-up, first start (worst of ready / idle / warm-up)',
      goal: rssGoal,
      measured: `${mb(afterStart(first))} MB`,
      met: afterStart(first) <= GOALS.rssAfterStartMb,
    },
    {
      what: 'peak RSS (VmHWM), first start',
      goal: '—',
      measured: `${mb(first.afterWarmup.hwmMb)} MB`,
      met: null,
    },
    {
      what: 'peak RSS (VmHWM), restarts, worst',
      goal: '—',
      measured: `${mb(Math.max(...restarts.map((m) => m.afterWarmup.hwmMb)))} MB`,
      met: null,
    },
  ];
  const lines = rows.map((row) => {
    const met = row.met === null ? '—' : row.met ? 'yes' : 'NO';
    return `| ${row.what} | ${row.goal} | ${row.measured} | ${met} |`;
  });
  return ['| figure | goal | measured | met |', '|---|---:|---:|:---:|', ...lines].join('\n');
}

/** Problems that make the run meaningless, whatever the timings: no demo content, or content seeded twice. */
export function contentProblems(result: StartupResult): string[] {
  const problems: string[] = [];
  if (result.first.listings === 0) problems.push('the first start did not seed the demo listings');
  for (const restart of result.restarts) {
    if (restart.listings !== result.first.listings) {
      problems.push(
        `${restart.label} sees ${restart.listings} listings, the first start ${result.first.listings}`,
      );
    }
  }
  return problems;
}
