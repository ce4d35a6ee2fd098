import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { bearer } from './factories';
import { multipart, type MultipartPart } from './multipart';
import type { RouteEntry } from './route-list';
import type { Seed } from './fuzz-seeds';

/** Put into every bad value that could be stored, so a scan of the database finds what got through. */
export const MARK = `fz${randomUUID().slice(0, 8)}`;

/** Text no field may take: NUL, lone surrogates (JSON carries them as "\ud800" escapes), other control characters. */
export const BAD_TEXT = [
  '\u0000',
  `${MARK}\u0000tail`,
  `${MARK}\u0000@mail.ru`,
  `${MARK}\ud800`,
  `${MARK}x\udc00y`,
  `${MARK}\u0001\u0008\u001b[31m\u007f\u0085`,
];
/** Over the 1 MB body limit once encoded (Cyrillic is two bytes), and just under it. */
export const BIG_TEXT = ['я'.repeat(550_000), 'a'.repeat(900_000)];
/** Path and query values as they travel, percent-encoded: NUL, a surrogate's bytes, broken encodings, a long one. */
export const BAD_URL_VALUES = [
  '%00',
  `${MARK}%00`,
  '%ED%A0%80',
  '%C0%80',
  '%FF%FE',
  '%',
  '%1B%5B31m',
  'a'.repeat(20_000),
];
/** 10,000 levels of arrays and of objects. */
export const DEEP_JSON = [
  `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
  `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`,
];

export type Path = (string | number)[];

/** Of a long array (a waveform) only the first items are varied: the rest go the same way. */
const ARRAY_ITEMS_VARIED = 2;

/** The paths of every leaf (anything but a plain object or an array) of a value. */
export function leafPaths(value: unknown, path: Path = []): Path[] {
  if (Array.isArray(value))
    return value.slice(0, ARRAY_ITEMS_VARIED).flatMap((item, index) => leafPaths(item, [...path, index]));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => leafPaths(item, [...path, key]));
  return [path];
}

/** A copy of `value` with the leaf at `path` replaced. */
export function withLeaf(value: unknown, path: Path, leaf: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return leaf;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = withLeaf(copy[head], rest, leaf);
  return copy;
}

/** One request to send: the route's seed with one part replaced (`raw*` are sent as they are). */
export interface Variant {
  label: string;
  body?: unknown;
  rawBody?: string;
  form?: Record<string, unknown>;
  query?: Record<string, unknown>;
  params?: Record<string, unknown>;
  headers?: Record<string, string>;
}

/**
 * A form's own text fields travel as UTF-8, where a lone surrogate cannot be written (it arrives as U+FFFD, a
 * legitimate character); inside a JSON field it travels as an escape.
 */
export function sendableInForm(path: Path, value: string): boolean {
  return path.length > 1 || !/\p{Cs}/u.test(value);
}

/** Every value of `values` in every leaf of `part`, as variants of that part. */
function leafVariants(
  kind: 'body' | 'form' | 'query' | 'params',
  part: object,
  values: readonly string[],
): Variant[] {
  return leafPaths(part).flatMap((path) =>
    values
      .filter((value) => kind !== 'form' || sendableInForm(path, value))
      .map((value) => ({
        label: `${kind}.${path.join('.')} = ${JSON.stringify(value.slice(0, 24))}`,
        [kind]: withLeaf(part, path, value),
      })),
  );
}

/** The requests made from a seed: bad text in every leaf, big text (when `big`), deep JSON, broken URLs. */
export function variantsOf(seed: Seed, big: boolean): Variant[] {
  const text = big ? [...BAD_TEXT, ...BIG_TEXT] : BAD_TEXT;
  const variants: Variant[] = [];
  const body = seed.body?.();
  if (body) {
    variants.push(...leafVariants('body', body, text));
    variants.push(...DEEP_JSON.map((rawBody, index) => ({ label: `deep JSON ${index}`, rawBody })));
  }
  const form = seed.form?.();
  if (form) {
    variants.push(...leafVariants('form', form, text));
    // A whole JSON field replaced: by bad text, or by deeply nested JSON.
    for (const [name, value] of Object.entries(form)) {
      if (typeof value !== 'object') continue;
      for (const raw of [...BAD_TEXT.filter((value) => sendableInForm([name], value)), ...DEEP_JSON])
        variants.push({ label: `form.${name} raw ${raw.slice(0, 12)}`, form: { ...form, [name]: raw } });
    }
  }
  const query = seed.query?.();
  if (query) variants.push(...leafVariants('query', query, BAD_URL_VALUES));
  const params = seed.params?.();
  if (params) variants.push(...leafVariants('params', params, BAD_URL_VALUES));
  // Stored with a session (Node's own parser refuses NUL in a header; other clients of the app may not).
  variants.push({ label: 'user-agent NUL', headers: { 'user-agent': `${MARK}\u0000` } });
  return variants;
}

const URL_ENCODED = new Set(BAD_URL_VALUES);

function encode(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return URL_ENCODED.has(text) ? text : encodeURIComponent(text);
}

/** Sends a variant of `seed` to `route` with `token` (null: a guest). */
export function sendVariant(
  app: FastifyInstance,
  route: RouteEntry,
  seed: Seed,
  variant: Variant,
  token: string | null,
): Promise<LightMyRequestResponse> {
  const params = variant.params ?? seed.params?.() ?? {};
  const path = route.url.replace(/:(\w+)/g, (_match, name: string) => encode(params[name] ?? 'x'));
  const query = variant.query ?? seed.query?.();
  const search = query
    ? `?${Object.entries(query)
        .map(([key, value]) => `${key}=${encode(value)}`)
        .join('&')}`
    : '';
  const auth = { ...variant.headers, ...(token ? bearer(token) : {}) };
  const request = { method: route.method, url: `${path}${search}` };
  const form = variant.form ?? seed.form?.();
  if (form) {
    const parts: MultipartPart[] = Object.entries(form).map(([name, value]) => ({
      name,
      value: typeof value === 'string' ? value : JSON.stringify(value),
    }));
    const { payload, headers } = multipart([...parts, ...(seed.files?.() ?? [])]);
    return app.inject({ ...request, payload, headers: { ...headers, ...auth } });
  }
  const body = variant.rawBody ?? variant.body ?? seed.body?.();
  if (body === undefined || route.method === 'GET') return app.inject({ ...request, headers: auth });
  const payload = typeof body === 'string' ? body : JSON.stringify(body);
  return app.inject({ ...request, payload, headers: { ...auth, 'content-type': 'application/json' } });
}
