import pg from 'pg';
import { isControl, type PlanStatement, type ReplayPlan } from './captured';

/** drizzle's parsers (node-postgres session): timestamps, dates, intervals and their arrays stay text. */
const RAW_TYPES = new Set([1184, 1114, 1082, 1186, 1231, 1115, 1185, 1187, 1182]);
const raw = (value: string): unknown => value;
const drizzleTypes: pg.CustomTypesConfig = {
  getTypeParser: (id: number) => {
    if (RAW_TYPES.has(id)) return raw;
    const parse: (value: string) => unknown = pg.types.getTypeParser(id, 'text');
    return parse;
  },
};

function substitute(value: unknown, slots: ReadonlyMap<string, string>): unknown {
  if (typeof value === 'string') {
    let result = value;
    for (const [slot, current] of slots) if (result.includes(slot)) result = result.split(slot).join(current);
    return result;
  }
  return Array.isArray(value) ? value.map((item) => substitute(item, slots)) : value;
}

function queryConfig(statement: PlanStatement, slots: ReadonlyMap<string, string>): pg.QueryConfig {
  const values =
    statement.slotted.length === 0
      ? statement.values
      : statement.values.map((value, index) =>
          statement.slotted.includes(index) ? substitute(value, slots) : value,
        );
  return {
    text: statement.text,
    values,
    ...(statement.name ? { name: statement.name } : {}),
    ...(statement.rowMode ? { rowMode: statement.rowMode } : {}),
    ...(statement.drizzleTypes ? { types: drizzleTypes } : {}),
  };
}

/**
 * Runs a plan for one request: each step's statements together, on the pool (any connection, as a pool query) or,
 * between begin and commit, on one connection held for the transaction; values the server took from an answer are
 * taken from the same cell of this run's answer. Returns the rows of every statement that is not begin/commit.
 */
export async function replay(
  pool: pg.Pool,
  plan: ReplayPlan,
  slots: Map<string, string>,
): Promise<unknown[][]> {
  const results: unknown[][] = [];
  let transaction: pg.PoolClient | null = null;
  try {
    for (const step of plan.steps) {
      if (!transaction && step.some((statement) => statement.inTransaction))
        transaction = await pool.connect();
      const answers = await Promise.all(
        step.map((statement) =>
          (statement.inTransaction && transaction ? transaction : pool).query(queryConfig(statement, slots)),
        ),
      );
      for (const [index, statement] of step.entries()) {
        const rows = (answers[index]?.rows ?? []) as unknown[];
        for (const bind of statement.binds) {
          const row = rows[bind.row] as Record<string | number, unknown> | undefined;
          const value = row?.[bind.column];
          if (typeof value === 'string') slots.set(bind.slot, value);
        }
        if (!isControl(statement.text)) results.push(rows);
        if (transaction && /^\s*(commit|rollback)\b/i.test(statement.text)) {
          transaction.release();
          transaction = null;
        }
      }
    }
  } catch (error) {
    if (transaction) {
      await transaction.query('rollback').catch(() => undefined);
      transaction.release();
    }
    throw error;
  }
  return results;
}
