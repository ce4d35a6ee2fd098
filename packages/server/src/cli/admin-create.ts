/**
 * `npm run admin:create -- --email E --password P`: creates an administrator or promotes an existing user.
 * With the embedded database (no DATABASE_URL) stop the server first: PGlite allows one process at a time.
 */
import { loadConfig } from '../config';
import { connectDatabase } from '../db/connect';
import { createOrPromoteAdmin, parseAdminCreateArgs } from '../modules/auth/admin-create';

async function main(): Promise<number> {
  const parsed = parseAdminCreateArgs(process.argv.slice(2));
  if (!parsed.ok) {
    console.error(parsed.message);
    return 2;
  }
  const config = loadConfig();
  const database = await connectDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const result = await createOrPromoteAdmin(database.db, parsed.input);
    console.log(result.message);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('Не удалось создать администратора:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
