import { createHash } from 'node:crypto';
import { ZYooErrorBody, ZYooPayment, type YooCreatePayment, type YooPayment } from './yookassa-types';

export interface YooKassaOptions {
  shopId: string;
  secretKey: string;
  /** https://api.yookassa.ru/v3 by default; tests point it at a local fake. */
  baseUrl?: string;
  /** How long one request may take before it counts as an unknown outcome. */
  timeoutMs?: number;
  /** Attempts for an unknown outcome (500, 429, timeout, network): the same request with the same key. */
  attempts?: number;
  /** The wait before attempt n + 1. */
  retryDelayMs?: (attempt: number) => number;
}

/** A refusal from YooKassa (4xx: a new request with a new key is needed) or an outcome still unknown after retries. */
export class YooKassaError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly parameter: string | undefined,
    /** True when the payment may or may not exist: ask again with the same key, or GET it, later. */
    readonly outcomeUnknown: boolean,
  ) {
    super(`YooKassa ${status} ${code}${parameter ? ` (${parameter})` : ''}`);
    this.name = 'YooKassaError';
  }
}

/**
 * An Idempotence-Key derived from our own ids (e.g. `payment:<uuid>`), so that a retry after a crash sends the same
 * key: 64 hex characters, YooKassa's limit.
 */
export function idempotenceKey(...parts: string[]): string {
  return createHash('sha256').update(parts.join(':')).digest('hex');
}

const DEFAULT_BASE_URL = 'https://api.yookassa.ru/v3';

/** The small typed client of the two calls a subscription needs: create a payment, read a payment. */
export class YooKassaClient {
  private readonly baseUrl: string;
  private readonly authorization: string;

  constructor(private readonly options: YooKassaOptions) {
    this.baseUrl = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
    this.authorization = `Basic ${Buffer.from(`${options.shopId}:${options.secretKey}`).toString('base64')}`;
  }

  createPayment(body: YooCreatePayment, key: string): Promise<YooPayment> {
    return this.request('POST', '/payments', body, key);
  }

  getPayment(id: string): Promise<YooPayment> {
    return this.request('GET', `/payments/${encodeURIComponent(id)}`);
  }

  private async request(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    key?: string,
  ): Promise<YooPayment> {
    const attempts = Math.max(1, this.options.attempts ?? 3);
    let lastUnknown: YooKassaError | null = null;
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      if (attempt > 1) await sleep(this.options.retryDelayMs?.(attempt - 1) ?? 1000 * (attempt - 1));
      const outcome = await this.once(method, path, body, key);
      if (!(outcome instanceof YooKassaError)) return outcome;
      if (!outcome.outcomeUnknown) throw outcome;
      lastUnknown = outcome;
    }
    throw lastUnknown ?? new YooKassaError(0, 'no_attempt', undefined, true);
  }

  /** One HTTP exchange: the payment, or the error it came to (thrown by the caller). */
  private async once(method: string, path: string, body: unknown, key: string | undefined) {
    const headers: Record<string, string> = { Authorization: this.authorization };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (key) headers['Idempotence-Key'] = key;
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 30_000),
      });
    } catch {
      return new YooKassaError(0, 'network_error', undefined, true);
    }
    const json: unknown = await response.json().catch(() => null);
    if (response.ok) return ZYooPayment.parse(json);
    const error = ZYooErrorBody.safeParse(json);
    const code = error.success ? error.data.code : 'unexpected_answer';
    const unknown = response.status >= 500 || response.status === 429;
    return new YooKassaError(
      response.status,
      code,
      error.success ? error.data.parameter : undefined,
      unknown,
    );
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
