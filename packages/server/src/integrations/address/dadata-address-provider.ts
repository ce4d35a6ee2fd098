import type { TPlaceSuggestion } from '@fura/domain/address';
import type { AddressProvider } from './address-provider';
import { mapDadataSuggestion, ZDadataAnswer } from './dadata-mapping';
import type { LruCache } from './lru-cache';
import { normalizeQuery } from './normalize-query';

export interface DadataOptions {
  token: string;
  /** Base URL up to `/rs`, e.g. https://suggestions.dadata.ru/suggestions/api/4_1/rs */
  url: string;
  /** Answers when DaData cannot: 401/403 (bad token, daily quota), 429, 5xx, timeouts, malformed answers. */
  fallback: AddressProvider;
  cache: LruCache<TPlaceSuggestion[]>;
  /** A pino/Fastify logger fits. */
  log: { warn(details: object, message: string): void };
  timeoutMs?: number;
  /** After a failure, go straight to the fallback for this long, so an outage does not slow every keystroke. */
  pauseAfterFailureMs?: number;
  now?: () => number;
}

class DadataFailure extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

/** DaData «Подсказки» `suggest/address`, cities to settlements in Russia (shared/integrations/dadata.md). */
export class DadataAddressProvider implements AddressProvider {
  readonly kind = 'dadata';
  private pausedUntil = 0;
  private readonly endpoint: string;
  private readonly timeoutMs: number;
  private readonly pauseMs: number;
  private readonly now: () => number;

  constructor(private readonly options: DadataOptions) {
    this.endpoint = `${options.url.replace(/\/+$/, '')}/suggest/address`;
    this.timeoutMs = options.timeoutMs ?? 3000;
    this.pauseMs = options.pauseAfterFailureMs ?? 30_000;
    this.now = options.now ?? Date.now;
  }

  async suggest(query: string, count: number): Promise<TPlaceSuggestion[]> {
    const key = `${count}|${normalizeQuery(query)}`;
    const cached = this.options.cache.get(key);
    if (cached) return cached;
    if (this.now() < this.pausedUntil) return this.options.fallback.suggest(query, count);
    try {
      const suggestions = await this.request(query, count);
      this.options.cache.set(key, suggestions);
      return suggestions;
    } catch (error) {
      this.pausedUntil = this.now() + this.pauseMs;
      // Only our own reason text: DaData's error bodies may quote the token.
      const reason = error instanceof DadataFailure ? error.reason : 'network error';
      this.options.log.warn(
        { reason },
        'DaData suggestions failed; answering from the bundled settlements list',
      );
      return this.options.fallback.suggest(query, count);
    }
  }

  private async request(query: string, count: number): Promise<TPlaceSuggestion[]> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.timeoutMs);
    try {
      const response = await fetch(this.endpoint, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          Authorization: `Token ${this.options.token}`,
        },
        body: JSON.stringify({
          query,
          count,
          from_bound: { value: 'city' },
          to_bound: { value: 'settlement' },
          locations: [{ country_iso_code: 'RU' }],
        }),
        signal: controller.signal,
      });
      if (!response.ok) {
        await response.body?.cancel();
        throw new DadataFailure(`HTTP ${response.status}`);
      }
      const parsed = ZDadataAnswer.safeParse(await response.json());
      if (!parsed.success) throw new DadataFailure('unexpected answer');
      return parsed.data.suggestions
        .map((suggestion) => mapDadataSuggestion(suggestion.data))
        .filter((suggestion): suggestion is TPlaceSuggestion => suggestion !== null);
    } catch (error) {
      if (error instanceof DadataFailure) throw error;
      if (controller.signal.aborted) throw new DadataFailure(`timeout after ${this.timeoutMs} ms`);
      if (error instanceof SyntaxError) throw new DadataFailure('malformed JSON');
      throw new DadataFailure('network error');
    } finally {
      clearTimeout(timer);
    }
  }
}
