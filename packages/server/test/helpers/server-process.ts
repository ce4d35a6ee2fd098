import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eventually } from './free-port';

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));

/** pino's level of `log.fatal`: the last-resort handler's line. */
const FATAL_LEVEL = 60;

export interface ServerProcess {
  readonly baseUrl: string;
  /** Every line the process wrote, stdout and stderr, in order. */
  readonly lines: readonly string[];
  isAlive(): boolean;
  /** Lines of a fatal log entry, of an uncaught error or of a crash report. */
  fatalLines(): string[];
  /** The JSON log entries whose `msg` contains `text`. */
  logged(text: string): Record<string, unknown>[];
  /** SIGTERM (graceful shutdown), SIGKILL after 15 s; answers the exit code. */
  stop(): Promise<number | null>;
}

function parse(line: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(line);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The real server as `npm run dev` starts it (src/main.ts through tsx), in a child process: a fault must not end it,
 * and only a separate process shows that. Listens on a free port of 127.0.0.1.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fura-server-process-'));
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'info',
    SEED_DEMO: 'false',
    RUN_JOBS: 'false',
    WEB_DIST: '/nonexistent-web-dist',
    DATA_DIR: dataDir,
    ...env,
  };
  delete childEnv.NODE_OPTIONS;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let exitCode: number | null = null;
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', (code) => {
      exited = true;
      exitCode = code;
      resolve();
    }),
  );
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop() ?? '';
      lines.push(...parts.filter((line) => line.length > 0));
    });
  }

  let baseUrl = '';
  try {
    await eventually(
      'the server process listens',
      () => {
        if (exited) throw new Error(`the server process exited (${exitCode}):\n${lines.join('\n')}`);
        for (const line of lines) {
          const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
          if (match?.[1]) baseUrl = match[1];
        }
        return baseUrl !== '';
      },
      60_000,
    );
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }

  return {
    baseUrl,
    lines,
    isAlive: () => !exited,
    fatalLines: () =>
      lines.filter((line) => {
        const entry = parse(line);
        if (entry) return typeof entry.level === 'number' && entry.level >= FATAL_LEVEL;
        return /uncaught|unhandled|^\s*at |Error:/i.test(line);
      }),
    logged: (text) =>
      lines.flatMap((line) => {
        const entry = parse(line);
        return entry && typeof entry.msg === 'string' && entry.msg.includes(text) ? [entry] : [];
      }),
    async stop() {
      if (!exited) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exit;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
      return exitCode;
    },
  };
}
