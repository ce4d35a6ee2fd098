import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** Resident and peak resident memory of a process, in MiB (`/proc/<pid>/status`: VmRSS, VmHWM). */
export interface ProcessMemory {
  rssMb: number;
  hwmMb: number;
}

export function readProcessMemory(pid: number): ProcessMemory {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMb: kib('VmRSS') / 1024, hwmMb: kib('VmHWM') / 1024 };
}

/**
 * CPU time (user + system) the process has used so far, its finished children included (the first start's initdb
 * runs in one), in ms: less sensitive than wall time to a busy machine.
 */
export function readProcessCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) start at its closing parenthesis; utime, stime, cutime
  // and cstime are the 14th to 17th fields, in clock ticks (USER_HZ, 100 on Linux).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0);
  return ticks * 10;
}

export interface StartedServer {
  child: ChildProcess;
  pid: number;
  url: string;
  /** From spawn to the first `/ready` answering 200. */
  readyMs: number;
  /** CPU time the server used until then. */
  readyCpuMs: number;
  /** The last lines the server printed (shown when it fails). */
  output(): string;
}

export interface StartOptions {
  appDir: string;
  dataDir: string;
  port: number;
  /** The server's entry, relative to appDir. */
  entry: string;
  /** Extra `node` flags (e.g. `--cpu-prof`), from BENCH_NODE_OPTIONS. */
  nodeFlags: readonly string[];
  timeoutMs: number;
}

const POLL_MS = 20;

/** The environment `npm start` would have, minus anything pointing at PostgreSQL or Redis: the embedded default. */
function embeddedEnv(dataDir: string, port: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'NODE_ENV', 'SMTP_URL', 'DADATA_TOKEN', 'NODE_OPTIONS']) {
    delete env[name];
  }
  return env;
}

async function answersReady(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/ready`, { signal: AbortSignal.timeout(1_000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

/** Spawns the built server and polls `/ready` every 20 ms until it answers 200. */
export async function startServer(options: StartOptions): Promise<StartedServer> {
  const url = `http://127.0.0.1:${options.port}`;
  const lines: string[] = [];
  const started = performance.now();
  const child = spawn(process.execPath, [...options.nodeFlags, join(options.appDir, options.entry)], {
    cwd: options.appDir,
    env: embeddedEnv(options.dataDir, options.port),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - 40));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const output = () => lines.join('\n');
  while (performance.now() - started < options.timeoutMs) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited (${child.exitCode ?? child.signalCode}) before ready:\n${output()}`);
    }
    if (await answersReady(url)) {
      const readyMs = performance.now() - started;
      if (child.pid === undefined) throw new Error('server has no pid');
      return { child, pid: child.pid, url, readyMs, readyCpuMs: readProcessCpuMs(child.pid), output };
    }
    await sleep(POLL_MS);
  }
  child.kill('SIGKILL');
  throw new Error(`server not ready within ${options.timeoutMs} ms:\n${output()}`);
}

/** SIGTERM and wait for a clean exit (the embedded database must be closed before the next start). */
export async function stopServer(server: StartedServer, timeoutMs = 20_000): Promise<number> {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return 0;
  const started = performance.now();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  await exited;
  clearTimeout(timer);
  if (child.exitCode !== 0) throw new Error(`server exited with ${child.exitCode}:\n${server.output()}`);
  return performance.now() - started;
}
