import { useLocation, useSearchParams } from 'react-router';

const MAX_LENGTH = 512;

/**
 * A path of this site to come back to after logging in or registering; anything else (another origin, `//host`,
 * `/\host`, control characters) is refused, so a crafted link cannot send the visitor away from Фура.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > MAX_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  return value;
}

/** Where the login or registration page goes once done: `?next=…`, or the private page that sent the visitor here. */
export function useReturnPath(): string | null {
  const [params] = useSearchParams();
  const location = useLocation();
  const state: unknown = location.state;
  const from = state && typeof state === 'object' && 'from' in state ? state.from : null;
  return safeReturnPath(params.get('next')) ?? safeReturnPath(from);
}

/** `path` with the return path kept (`/register?next=…`), for links between the login and registration pages. */
export function withReturnPath(
  path: string,
  next: string | null,
  extra: Record<string, string> = {},
): string {
  const params = new URLSearchParams(extra);
  if (next) params.set('next', next);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
