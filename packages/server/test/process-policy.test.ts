import { spawn } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installLastResort } from '../src/last-resort';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));

function runProbe(kind: 'rejection' | 'exception'): Promise<{ code: number | null; lines: string[] }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/fixtures/last-resort-probe.ts', kind], {
      cwd: SERVER_DIR,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the probe did not exit:\n${output}`));
    }, 25_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, lines: output.split('\n').filter(Boolean) });
    });
  });
}

describe('the last-resort policy in a real process', () => {
  it.each(['rejection', 'exception'] as const)(
    'an unhandled %s is logged fatal, closes, exits 1',
    async (kind) => {
      const { code, lines } = await runProbe(kind);
      expect(code).toBe(1);
      const entries = lines.map(
        (line) => JSON.parse(line) as { level: number; msg: string; err?: { message: string } },
      );
      const fatal = entries.find((entry) => entry.level === 60);
      expect(fatal?.err?.message).toBe(`probe ${kind}`);
      expect(fatal?.msg).toContain(kind === 'rejection' ? 'unhandledRejection' : 'uncaughtException');
      expect(entries.map((entry) => entry.msg)).toContain('closed cleanly');
    },
  );
});

describe('installLastResort', () => {
  afterEach(() => vi.useRealTimers());

  function setUp(close: () => Promise<unknown>) {
    const source = new EventEmitter();
    const fatal = vi.fn();
    const exit = vi.fn();
    const remove = installLastResort(source, { log: { fatal } as never, close, exit, closeTimeoutMs: 1000 });
    return { source, fatal, exit, remove };
  }

  it('closes once and exits 1 even when failures keep coming', async () => {
    const close = vi.fn(() => Promise.resolve());
    const { source, fatal, exit } = setUp(close);
    source.emit('unhandledRejection', new Error('first'));
    source.emit('uncaughtException', new Error('second'));
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(1));
    expect(close).toHaveBeenCalledTimes(1);
    expect(fatal).toHaveBeenCalledTimes(2);
  });

  it('exits 1 when the close hangs or throws', async () => {
    vi.useFakeTimers();
    const hanging = setUp(() => new Promise(() => undefined));
    hanging.source.emit('uncaughtException', new Error('boom'));
    await vi.advanceTimersByTimeAsync(999);
    expect(hanging.exit).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(hanging.exit).toHaveBeenCalledWith(1);

    const throwing = setUp(() => {
      throw new Error('close failed');
    });
    throwing.source.emit('unhandledRejection', 'not even an error');
    await vi.advanceTimersByTimeAsync(0);
    expect(throwing.exit).toHaveBeenCalledWith(1);
  });

  it('can be removed', () => {
    const { source, remove } = setUp(() => Promise.resolve());
    remove();
    expect(source.listenerCount('uncaughtException') + source.listenerCount('unhandledRejection')).toBe(0);
  });
});
