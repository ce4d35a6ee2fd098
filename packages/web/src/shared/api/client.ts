import type { TErrorItem } from '@fura/domain/errors';

/** A failed API call: the HTTP status and the Russian messages of the error envelope. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errors: TErrorItem[],
    /** The form message of answers shaped `{ error: '<message>' }` (SPEC §7 profile edit, password change). */
    readonly formMessage: string | null = null,
  ) {
    super(formMessage ?? errors[0]?.msg ?? 'Не удалось выполнить запрос');
    this.name = 'ApiError';
  }
}

const NETWORK_ERROR = 'Нет связи с сервером. Проверьте подключение к интернету';

interface ErrorBody {
  error?: unknown;
  errors?: unknown;
}

function isErrorItem(value: unknown): value is TErrorItem {
  return typeof value === 'object' && value !== null && typeof (value as { msg?: unknown }).msg === 'string';
}

type ApiFetch = (path: string, init: RequestInit) => Promise<Response>;

let apiFetch: ApiFetch = (path, init) => fetch(path, init);

/**
 * Where API calls go: the browser's fetch by default; the server's rendering of public pages (issue 28) sends them
 * into its own app instead, as a guest (no cookie: nothing private can enter a rendered page).
 */
export function setApiFetch(fetchImpl: ApiFetch): void {
  apiFetch = fetchImpl;
}

async function send<T>(path: string, init: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await apiFetch(path, { credentials: 'same-origin', ...init });
  } catch {
    throw new ApiError(0, [{ msg: NETWORK_ERROR }]);
  }
  const body: unknown = await response.json().catch(() => null);
  const errorBody = (typeof body === 'object' && body !== null ? body : {}) as ErrorBody;
  const errors = Array.isArray(errorBody.errors) ? errorBody.errors.filter(isErrorItem) : [];
  const formMessage = typeof errorBody.error === 'string' ? errorBody.error : null;
  if (!response.ok || errorBody.error === true || formMessage) {
    throw new ApiError(
      response.status,
      errors.length ? errors : [{ msg: formMessage ?? 'Не удалось выполнить запрос' }],
      formMessage,
    );
  }
  return body as T;
}

export function apiGet<T>(path: string): Promise<T> {
  return send<T>(path, { method: 'GET', headers: { Accept: 'application/json' } });
}

export function apiPost<T>(path: string, body?: unknown): Promise<T> {
  return send<T>(path, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
}

export function apiPostForm<T>(path: string, form: FormData): Promise<T> {
  return send<T>(path, { method: 'POST', headers: { Accept: 'application/json' }, body: form });
}
