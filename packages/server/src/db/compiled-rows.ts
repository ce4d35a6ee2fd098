import { Column, is, SQL, Subquery } from 'drizzle-orm';

/**
 * The result mapping of a prepared statement, worked out once instead of per row (issue 14). Drizzle's `mapResultRow`
 * asks for every value of every row which kind of field it is (`is()` walks prototype chains) and walks the path with
 * an iterator: about 7 % of a search request's CPU. The compiled mapper gives the same objects: the same paths, each
 * value through its column's `mapFromDriverValue`, null kept as null.
 *
 * Only statements whose joins are all inner get it: with a left join drizzle turns an all-null joined object into
 * null, which the compiled mapper does not do, so those keep drizzle's mapping.
 */

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

interface SelectedField {
  path: string[];
  field: unknown;
}

/** What drizzle's prepared queries (node-postgres and PGlite) keep for mapping their array-mode rows. */
interface MappedQuery {
  fields?: SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

function isMappedQuery(value: object): value is MappedQuery {
  return 'fields' in value && 'customResultMapper' in value;
}

function isDecoder(value: unknown): value is Decoder {
  return typeof value === 'object' && value !== null && 'mapFromDriverValue' in value;
}

/** The field's decoder, found as drizzle's mapResultRow finds it (an SQL's `decoder` is internal in its typings). */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  const expression = is(field, SQL) ? field : is(field, SQL.Aliased) ? field.sql : null;
  const decoder: unknown = expression
    ? Reflect.get(expression, 'decoder')
    : is(field, Subquery)
      ? Reflect.get(field._.sql, 'decoder')
      : undefined;
  if (!isDecoder(decoder)) throw new Error('drizzle internals changed: a selected field without a decoder');
  return decoder;
}

type Row = Record<string, unknown>;

function compileRowMapper(fields: readonly SelectedField[]): (row: unknown[]) => Row {
  const columns = fields.map(({ path, field }, index) => {
    const key = path.at(-1);
    if (key === undefined) throw new Error('drizzle internals changed: a selected field without a path');
    const decoder = decoderOf(field);
    return {
      index,
      parents: path.slice(0, -1),
      key,
      decode: (value: unknown) => decoder.mapFromDriverValue(value),
    };
  });
  return (row) => {
    const result: Row = {};
    for (const { index, parents, key, decode } of columns) {
      let node = result;
      for (const name of parents) {
        let child = node[name] as Row | undefined;
        if (child === undefined) node[name] = child = {};
        node = child;
      }
      const raw = row[index];
      node[key] = raw === null ? null : decode(raw);
    }
    return result;
  };
}

/** Gives a prepared select its compiled row mapper (see above); other statements are returned as they are. */
export function withCompiledRows<P extends object>(prepared: P): P {
  if (!isMappedQuery(prepared)) {
    throw new Error('drizzle internals changed: a prepared query has no fields or customResultMapper');
  }
  const { fields, joinsNotNullableMap, customResultMapper } = prepared;
  if (!fields || customResultMapper) return prepared;
  if (joinsNotNullableMap && Object.values(joinsNotNullableMap).some((notNull) => !notNull)) return prepared;
  const mapRow = compileRowMapper(fields);
  prepared.customResultMapper = (rows) => rows.map(mapRow);
  return prepared;
}
