import { z } from 'zod';
import { COMPANY_STATES, type CompanyState } from '@fura/domain/company-check';
import type { CompanyLookup, CompanyRegistry, RegisteredCompany } from './company-registry';

export interface DadataCompanyOptions {
  token: string;
  /** Base URL up to `/rs`, e.g. https://suggestions.dadata.ru/suggestions/api/4_1/rs (DADATA_URL). */
  url: string;
  /** A pino/Fastify logger fits. */
  log: { warn(details: object, message: string): void };
  timeoutMs?: number;
}

const text = z.string().nullish();

/** The fields of `findById/party`'s `data` we read (shared/integrations/dadata.md §5); the rest is ignored. */
const ZPartyData = z.object({
  inn: z.string(),
  kpp: text,
  ogrn: text,
  type: z.enum(['LEGAL', 'INDIVIDUAL']),
  name: z.object({ short_with_opf: text, full_with_opf: text }).nullish(),
  state: z.object({ status: z.string(), registration_date: z.number().nullish() }),
  address: z.object({ value: text }).nullish(),
});

const ZPartyAnswer = z.object({ suggestions: z.array(z.object({ value: z.string(), data: ZPartyData })) });

class PartyFailure extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

/** Moscow has been UTC+3 all year since 2014; DaData's dates are midnights there (or in UTC: the same day). */
const MOSCOW_OFFSET_MS = 3 * 60 * 60 * 1000;

function moscowDate(epochMs: number | null | undefined): string | null {
  if (epochMs === null || epochMs === undefined || !Number.isFinite(epochMs)) return null;
  return new Date(epochMs + MOSCOW_OFFSET_MS).toISOString().slice(0, 10);
}

function companyState(status: string): CompanyState | null {
  return COMPANY_STATES.find((state) => state === status) ?? null;
}

/** DaData «Организация по ИНН» (`findById/party`), the head office only (`branch_type: MAIN`). */
export class DadataCompanyRegistry implements CompanyRegistry {
  readonly kind = 'dadata';
  private readonly endpoint: string;
  private readonly timeoutMs: number;

  constructor(private readonly options: DadataCompanyOptions) {
    this.endpoint = `${options.url.replace(/\/+$/, '')}/findById/party`;
    this.timeoutMs = options.timeoutMs ?? 5000;
  }

  async findByInn(inn: string): Promise<CompanyLookup> {
    try {
      const data = await this.request(inn);
      if (!data) return { kind: 'notFound' };
      const state = companyState(data.state.status);
      // A state the domain does not know is not guessed at: the company stays unchecked until it is understood.
      if (!state) throw new PartyFailure(`unknown state ${data.state.status.slice(0, 40)}`);
      const company: RegisteredCompany = {
        inn: data.inn,
        name: data.name?.short_with_opf?.trim() || data.name?.full_with_opf?.trim() || data.inn,
        ogrn: data.ogrn?.trim() || null,
        kpp: data.type === 'LEGAL' ? data.kpp?.trim() || null : null,
        type: data.type,
        state,
        registeredAt: moscowDate(data.state.registration_date),
        address: data.address?.value?.trim() || null,
      };
      return { kind: 'found', company };
    } catch (error) {
      // Only our own reason text: DaData's error bodies may quote the token.
      const reason = error instanceof PartyFailure ? error.reason : 'network error';
      this.options.log.warn({ reason }, 'DaData party lookup failed; the company stays unchecked');
      return { kind: 'unavailable', reason };
    }
  }

  private async request(inn: string): Promise<z.infer<typeof ZPartyData> | null> {
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
        body: JSON.stringify({ query: inn, branch_type: 'MAIN' }),
        signal: controller.signal,
      });
      if (!response.ok) {
        await response.body?.cancel();
        throw new PartyFailure(`HTTP ${response.status}`);
      }
      const parsed = ZPartyAnswer.safeParse(await response.json());
      if (!parsed.success) throw new PartyFailure('unexpected answer');
      // The INN asked for: DaData may also match an OGRN or a branch by the same query.
      return parsed.data.suggestions.find((suggestion) => suggestion.data.inn === inn)?.data ?? null;
    } catch (error) {
      if (error instanceof PartyFailure) throw error;
      if (controller.signal.aborted) throw new PartyFailure(`timeout after ${this.timeoutMs} ms`);
      if (error instanceof SyntaxError) throw new PartyFailure('malformed JSON');
      throw new PartyFailure('network error');
    } finally {
      clearTimeout(timer);
    }
  }
}
