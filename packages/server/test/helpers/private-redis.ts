import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createConnection } from 'node:net';
import { eventually, freePort } from './free-port';

/** Why a private redis-server cannot be started here, or null when it can. */
export function privateRedisUnavailable(): string | null {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' });
    return null;
  } catch {
    return 'no redis-server on PATH';
  }
}

export interface PrivateRedis {
  readonly url: string;
  /** SIGKILL: Redis vanishes the way a crash or a lost network does, without a goodbye. */
  kill(): Promise<void>;
  /** Starts it again on the same port (empty: no persistence). */
  start(): Promise<void>;
  destroy(): Promise<void>;
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** A redis-server of the test's own on a free port, without persistence. */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;

  const redis: PrivateRedis = {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      const started = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: 'ignore' },
      );
      child = started;
      await eventually('private redis-server accepts connections', () => accepts(port), 20_000, 50);
    },
    async kill() {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await exited;
    },
    destroy: () => redis.kill(),
  };
  await redis.start();
  return redis;
}
