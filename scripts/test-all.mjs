// The whole suite (README's `npm test`): lint, typecheck, unit, integration (PGlite, and PostgreSQL when
// DATABASE_URL is set), end-to-end in Chromium. Prints a final line `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const results = [];
const reportDir = mkdtempSync(join(tmpdir(), 'fura-test-'));

function runIn(cwd) {
  return (label, command, args, env) => {
    console.log(`\n=== ${label} ===`);
    const started = Date.now();
    const child = spawnSync(command, args, { stdio: 'inherit', cwd, env: { ...process.env, ...env } });
    console.log(
      `=== ${label}: ${child.status === 0 ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(0)} s) ===`,
    );
    return child.status === 0;
  };
}

/** A check that is one test: lint, typecheck, build. */
function check(label, command, args, env) {
  const ok = runIn(process.cwd())(label, command, args, env);
  results.push({ label, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
  return ok;
}

/** A vitest suite: counts its tests from vitest's JSON report. */
function suite(label, cwd, env = {}) {
  const file = join(reportDir, `${label.replace(/\W+/g, '-')}.json`);
  const ok = runIn(cwd)(
    label,
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${file}`],
    env,
  );
  let passed = 0;
  let failed = 0;
  let failures = [];
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    passed = report.numPassedTests;
    failed = report.numFailedTests;
    const oneLine = (text) => text.replace(/\s+/g, ' ').slice(0, 700);
    failures = report.testResults.flatMap((file) => {
      const path = file.name.replace(`${process.cwd()}/`, '');
      const tests = file.assertionResults
        .filter((test) => test.status === 'failed')
        .map((test) => ({
          name: `${path} › ${test.fullName}`,
          why: oneLine((test.failureMessages ?? []).join(' ')),
        }));
      // A file that failed outside its tests (a hook, an import): its own message.
      if (tests.length === 0 && file.status === 'failed')
        return [{ name: path, why: oneLine(file.message ?? '') }];
      return tests;
    });
  } catch {
    // no report: the runner itself failed
  }
  if (!ok && failed === 0) failed = 1;
  results.push({ label, passed, failed, failures });
}

const withoutServices = { DATABASE_URL: '', REDIS_URL: '' };

/**
 * Each benchmark once at small scale, so that they keep working (their figures are read from bench/README.md, never
 * asserted). The ones that compare with PostgreSQL need DATABASE_URL: without it they are skipped, and say so.
 */
function runBenchmarksOnce() {
  const small = { BENCH_SCALE: 'small', BENCH_NO_BUILD: '1', BENCH_BUILD: '0' };
  check('bench: web (small scale)', 'npm', ['run', 'bench:web', '--silent'], {
    ...small,
    ...withoutServices,
  });
  check('bench: ssr (small scale)', 'npm', ['run', 'bench:ssr', '--silent'], {
    ...small,
    ...withoutServices,
  });
  if (!process.env.DATABASE_URL) {
    console.log('\n=== bench: api, search, alerts, embedded: not run (they need DATABASE_URL) ===');
    return;
  }
  check('bench: api (small scale)', 'npm', ['run', 'bench:api', '--silent'], { ...small, REDIS_URL: '' });
  check('bench: search (small scale)', 'npm', ['run', 'bench:search', '--silent'], {
    BENCH_LISTINGS: '5000',
    BENCH_RUNS: '20',
  });
  check('bench: alerts (small scale)', 'npm', ['run', 'bench:alerts', '--silent'], {
    BENCH_SEARCHES: '2000',
    BENCH_LISTINGS: '10',
    BENCH_RUNS: '10',
    BENCH_BASELINE_RUNS: '2',
    BENCH_PUBLISHES: '3',
  });
  check('bench: embedded (small scale)', 'npm', ['run', 'bench:embedded', '--silent'], {
    ...small,
    REDIS_URL: '',
  });
}

check('lint', 'npm', ['run', 'lint', '--silent']);
check('typecheck', 'npm', ['run', 'typecheck', '--silent']);
suite('unit: domain', 'packages/domain');
suite('unit: web', 'packages/web');
suite('integration: server on PGlite', 'packages/server', { DATABASE_URL: '' });
if (process.env.DATABASE_URL) {
  suite('integration: server on PostgreSQL + Redis', 'packages/server');
}
if (check('build', 'npm', ['run', 'build', '--silent'])) {
  check('web: initial JS budgets (/ and the pages rendered on the server)', 'npm', [
    'run',
    'check:web-budget',
    '--silent',
  ]);
  suite('e2e: Chromium', 'e2e', withoutServices);
  runBenchmarksOnce();
} else {
  results.push({ label: 'e2e: Chromium (not run: build failed)', passed: 0, failed: 1 });
}

rmSync(reportDir, { recursive: true, force: true });
console.log('\nSummary:');
for (const r of results) {
  console.log(`  ${r.failed ? 'FAIL' : 'ok  '} ${r.label}: ${r.passed} passed, ${r.failed} failed`);
  // The names of failed tests, so the last lines of a CI log say what to look at.
  for (const failure of r.failures ?? []) {
    console.log(`         ✗ ${failure.name}`);
    if (failure.why) console.log(`           ${failure.why}`);
  }
}
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
