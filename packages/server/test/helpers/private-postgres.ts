import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port';

const run = promisify(execFile);

/** Debian's PostgreSQL 15 by default; PG_BIN_DIR points elsewhere. */
const BIN_DIR = process.env.PG_BIN_DIR ?? '/usr/lib/postgresql/15/bin';
const SERVICE_USER = 'postgres';

interface ServiceUser {
  uid: number;
  gid: number;
}

/** PostgreSQL refuses to run as root: as root the cluster runs as the `postgres` user through runuser. */
function serviceUser(): ServiceUser | null {
  try {
    const uid = Number(execFileSync('id', ['-u', SERVICE_USER], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', SERVICE_USER], { encoding: 'utf8' }).trim());
    return Number.isInteger(uid) && Number.isInteger(gid) ? { uid, gid } : null;
  } catch {
    return null;
  }
}

const isRoot = () => process.getuid?.() === 0;

/** Why a private cluster cannot be started here, or null when it can. */
export function privatePostgresUnavailable(): string | null {
  for (const binary of ['initdb', 'pg_ctl']) {
    if (!existsSync(join(BIN_DIR, binary))) return `no ${binary} in ${BIN_DIR} (set PG_BIN_DIR)`;
  }
  if (isRoot()) {
    if (!existsSync('/usr/sbin/runuser') && !existsSync('/sbin/runuser'))
      return 'running as root without runuser';
    if (!serviceUser()) return `running as root without a "${SERVICE_USER}" user`;
  }
  return null;
}

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres — trust authentication, our own port. */
  readonly url: string;
  readonly port: number;
  /** `pg_ctl stop -m fast`: what an administrator's restart does (sessions get 57P01 admin_shutdown). */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the cluster if it runs and removes its folder. */
  destroy(): Promise<void>;
}

function asServiceUser(binary: string, args: string[]): [string, string[]] {
  const path = join(BIN_DIR, binary);
  return isRoot() ? ['runuser', ['-u', SERVICE_USER, '--', path, ...args]] : [path, args];
}

async function runBinary(binary: string, args: string[]): Promise<void> {
  const [command, commandArgs] = asServiceUser(binary, args);
  await run(command, commandArgs, { timeout: 60_000 });
}

/** A throw-away PostgreSQL cluster in a temporary folder on a free port (fsync off: it is a test). */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const folder = mkdtempSync(join(tmpdir(), 'fura-private-pg-'));
  const owner = isRoot() ? serviceUser() : null;
  if (owner) chownSync(folder, owner.uid, owner.gid);
  const dataDir = join(folder, 'data');
  const port = await freePort();
  let running = false;

  await runBinary('initdb', [
    '-D',
    dataDir,
    '-A',
    'trust',
    '-U',
    'postgres',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
    '--no-sync',
  ]);
  const serverOptions = [
    `-p ${port}`,
    `-k ${folder}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c full_page_writes=off',
  ].join(' ');

  const cluster: PrivatePostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async start() {
      await runBinary('pg_ctl', [
        '-D',
        dataDir,
        '-l',
        join(folder, 'server.log'),
        '-o',
        serverOptions,
        '-w',
        '-t',
        '60',
        'start',
      ]);
      running = true;
    },
    async stop() {
      await runBinary('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', '-t', '60', 'stop']);
      running = false;
    },
    async destroy() {
      if (running) await cluster.stop().catch(() => undefined);
      rmSync(folder, { recursive: true, force: true });
    },
  };
  try {
    await cluster.start();
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  return cluster;
}
