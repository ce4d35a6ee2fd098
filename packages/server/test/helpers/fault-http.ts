import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { connectDatabase } from '../../src/db/connect';
import { createUser, type CreatedUser } from './factories';
import { insertDialog } from './dialogs';

/** How long a fault test waits for one answer: a request during an outage must answer, not hang. */
export const ANSWER_WITHIN_MS = 15_000;

export interface DialogPair {
  alice: CreatedUser;
  bob: CreatedUser;
  dialogId: string;
}

/** Two users sharing a dialog, written straight into the database at `url` (the server has migrated it). */
export async function dialogPair(url: string): Promise<DialogPair> {
  const database = await connectDatabase({ databaseUrl: url, dataDir: null });
  try {
    const alice = await createUser(database.db);
    const bob = await createUser(database.db);
    const dialog = await insertDialog(database.db, alice.user.id, bob.user.id);
    return { alice, bob, dialogId: dialog.id };
  } finally {
    await database.close();
  }
}

/** A request to a server process with a bounded wait; a hang rejects. */
export function call(
  baseUrl: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<Response> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${baseUrl}${path}`, {
    method: options.body === undefined ? 'GET' : 'POST',
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
  });
}

/**
 * Sends dialog messages and remembers the texts the server acknowledged (2xx): those must be in the database
 * whatever happened to it in between.
 */
export function messageSender(baseUrl: string, pair: DialogPair, socketId: () => string | null = () => null) {
  const acknowledged: string[] = [];
  const send = async (text: string): Promise<number> => {
    const response = await call(baseUrl, '/api/dialog/send', {
      token: pair.alice.token,
      body: { dialogId: pair.dialogId, text, clientId: randomUUID(), socketId: socketId() },
    });
    if (response.ok) acknowledged.push(text);
    return response.status;
  };
  return { send, acknowledged };
}

/** The texts of the dialog's messages as stored, read with a connection of the test's own. */
export async function storedTexts(url: string, dialogId: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ text: string }>('select text from messages where dialog_id = $1', [
      dialogId,
    ]);
    return result.rows.map((row) => row.text);
  } finally {
    await client.end();
  }
}
