import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { connectDatabase, type Database } from '../../src/db/connect';

/** A migrated database nobody else uses, and how to be rid of it. */
export interface ScratchDatabase {
  database: Database;
  drop(): Promise<void>;
}

/**
 * A database of its own: a fresh in-memory PGlite, or a scratch database next to DATABASE_URL's when the suite runs
 * on PostgreSQL (where test files otherwise share one database).
 */
export async function scratchDatabase(): Promise<ScratchDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await connectDatabase({ databaseUrl: null, dataDir: null });
    return { database, drop: () => database.close() };
  }
  const name = `fura_scratch_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  const database = await connectDatabase({ databaseUrl: scratch.toString(), dataDir: null });
  return {
    database,
    drop: async () => {
      await database.close();
      await admin.query(`drop database if exists ${name}`);
      await admin.end();
    },
  };
}

/**
 * Empty databases for tests of what happens on one (the demo seed acts only then). Call `dropEmptyDatabases` in
 * afterEach.
 */
export function emptyDatabases() {
  const made: ScratchDatabase[] = [];

  async function emptyDatabase(): Promise<Database> {
    const scratch = await scratchDatabase();
    made.push(scratch);
    return scratch.database;
  }

  async function dropEmptyDatabases(): Promise<void> {
    for (const scratch of made.splice(0)) await scratch.drop();
  }

  return { emptyDatabase, dropEmptyDatabases };
}
