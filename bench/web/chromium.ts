import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';

/** The flags every browser of the project's tests and benches runs with (Debian Chromium, no GPU, no sandbox). */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchChromium(executablePath: string): Promise<Browser> {
  return chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
}

export interface DebuggableChromium {
  port: number;
  close(): Promise<void>;
}

/** Chromium with a DevTools port of its own, for Lighthouse (which drives the browser itself over CDP). */
export async function launchDebuggableChromium(executablePath: string): Promise<DebuggableChromium> {
  const profile = mkdtempSync(join(tmpdir(), 'fura-bench-chromium-'));
  const child: ChildProcess = spawn(
    executablePath,
    [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const close = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(profile, { recursive: true, force: true });
  };
  try {
    const port = await new Promise<number>((resolvePort, reject) => {
      let output = '';
      const timer = setTimeout(() => reject(new Error(`no DevTools port after 30 s:\n${output}`)), 30_000);
      child.once('exit', (code) => reject(new Error(`Chromium exited (${code}):\n${output}`)));
      child.stderr?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
        if (match) {
          clearTimeout(timer);
          resolvePort(Number(match[1]));
        }
      });
    });
    return { port, close };
  } catch (error) {
    await close();
    throw error;
  }
}
