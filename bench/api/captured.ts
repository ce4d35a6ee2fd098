/** One statement our server sent, as capture-hook.ts records it. */
export interface CapturedStatement {
  seq: number;
  /** Which pg client ran it (a transaction runs on one). */
  client: number;
  start: number;
  end: number;
  text: string;
  /** The prepared statement's name, when the server names it (pg then parses it once per connection). */
  name: string | null;
  values: unknown[];
  rowMode: 'array' | null;
  /** Sent with drizzle's type parsers (timestamps, dates, intervals kept as text). */
  drizzleTypes: boolean;
  rows: unknown[];
  error: string | null;
}

/** Where a value the server computed from an earlier answer comes from: a cell of that statement's rows. */
export interface Binding {
  slot: string;
  row: number;
  column: string | number;
}

export interface PlanStatement {
  text: string;
  name: string | null;
  rowMode: 'array' | null;
  drizzleTypes: boolean;
  values: unknown[];
  /** Indexes of the values that hold a slot (a request's or an earlier answer's value) and are rewritten. */
  slotted: number[];
  /** Runs on the request's transaction client (begin … commit), not on any pooled connection. */
  inTransaction: boolean;
  binds: Binding[];
  /** The probe's answer (its first rows), to check the baseline's against. */
  probeRows: unknown[];
}

/** What the baseline replays for one request kind; statements of a step were sent together (`Promise.all`). */
export interface ReplayPlan {
  method: 'GET' | 'POST';
  path: string;
  probeTokenHash: string;
  probeBody: unknown;
  steps: PlanStatement[][];
}

const CONTROL = /^\s*(begin|commit|rollback|start transaction)\b/i;
const ID_LIKE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{64})$/i;
/** Request values shorter than this are constants of the kind ('order', 'newest'), not slots. */
const MIN_SLOT_LENGTH = 8;

export function isControl(text: string): boolean {
  return CONTROL.test(text);
}

/** The strings of a request body, in a stable order (the baseline pairs them with a request's own). */
export function stringLeaves(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const item of value) stringLeaves(item, out);
  else if (value && typeof value === 'object')
    for (const item of Object.values(value)) stringLeaves(item, out);
  return out;
}

function containsSlot(value: unknown, slots: ReadonlySet<string>): boolean {
  if (typeof value === 'string') {
    for (const slot of slots) if (value.includes(slot)) return true;
    return false;
  }
  return Array.isArray(value) && value.some((item) => containsSlot(item, slots));
}

function cells(row: unknown): [string | number, unknown][] {
  if (Array.isArray(row)) return row.map((value, index) => [index, value]);
  return row && typeof row === 'object' ? Object.entries(row) : [];
}

/** Values of later statements that an earlier answer supplied (the user id of the session, a new message's id). */
function findBindings(records: readonly CapturedStatement[], slots: Set<string>): Binding[][] {
  const later = (index: number, value: string) =>
    records.slice(index + 1).some((record) => containsSlot(record.values, new Set([value])));
  return records.map((record, index) => {
    const binds: Binding[] = [];
    for (const [row, cellsOfRow] of record.rows.map((item, rowIndex) => [rowIndex, cells(item)] as const)) {
      for (const [column, value] of cellsOfRow) {
        if (typeof value !== 'string' || !ID_LIKE.test(value) || slots.has(value) || !later(index, value))
          continue;
        slots.add(value);
        binds.push({ slot: value, row, column });
      }
    }
    return binds;
  });
}

/** The replay plan of one request from the statements its probe sent (in order of sending). */
export function buildPlan(
  request: { method: 'GET' | 'POST'; path: string; tokenHash: string; body: unknown },
  records: readonly CapturedStatement[],
): ReplayPlan {
  const sorted = [...records].sort((a, b) => a.seq - b.seq);
  const slots = new Set([
    request.tokenHash,
    ...stringLeaves(request.body).filter((s) => s.length >= MIN_SLOT_LENGTH),
  ]);
  const binds = findBindings(sorted, slots);
  const openTransactions = new Set<number>();
  const steps: PlanStatement[][] = [];
  let previousEnd = Number.POSITIVE_INFINITY;
  for (const [index, record] of sorted.entries()) {
    if (/^\s*(begin|start transaction)\b/i.test(record.text)) openTransactions.add(record.client);
    const statement: PlanStatement = {
      text: record.text,
      name: record.name,
      rowMode: record.rowMode,
      drizzleTypes: record.drizzleTypes,
      values: record.values,
      slotted: record.values.flatMap((value, at) => (containsSlot(value, slots) ? [at] : [])),
      inTransaction: openTransactions.has(record.client),
      binds: binds[index] ?? [],
      probeRows: record.rows,
    };
    if (/^\s*(commit|rollback)\b/i.test(record.text)) openTransactions.delete(record.client);
    // Sent before the previous one answered: the server sent them together.
    const together = record.start < previousEnd && steps.length > 0;
    if (together) steps.at(-1)?.push(statement);
    else steps.push([statement]);
    previousEnd = together ? Math.max(previousEnd, record.end) : record.end;
  }
  return {
    method: request.method,
    path: request.path,
    probeTokenHash: request.tokenHash,
    probeBody: request.body,
    steps,
  };
}
