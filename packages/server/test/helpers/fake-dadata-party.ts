import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for DaData «Организация по ИНН» (`POST …/4_1/rs/findById/party`), speaking its documented HTTP
 * contract (shared/integrations/dadata.md §5): `Authorization: Token <key>` (401 without, 403 for another key), a
 * JSON body `{ query, branch_type }`, `{ suggestions: [{ value, unrestricted_value, data }] }` with the register's
 * party — an empty list when nothing is found. Tests put companies into `parties` and may change them between calls.
 */
export type FakePartyMode = 'ok' | 'slow' | 'error' | 'garbage';

export interface FakeParty {
  inn: string;
  type: 'LEGAL' | 'INDIVIDUAL';
  name: string;
  fullName: string;
  ogrn: string;
  kpp: string | null;
  status: 'ACTIVE' | 'LIQUIDATING' | 'LIQUIDATED' | 'BANKRUPT' | 'REORGANIZING';
  /** Epoch ms, as DaData gives it: Moscow midnight of the registration day. */
  registrationDate: number;
  address: string;
}

export interface RecordedPartyRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface FakeDadataParty {
  /** Base URL up to `/rs`, for DADATA_URL. */
  url: string;
  token: string;
  parties: Map<string, FakeParty>;
  requests: RecordedPartyRequest[];
  mode: FakePartyMode;
  slowMs: number;
  close(): Promise<void>;
}

const BASE_PATH = '/suggestions/api/4_1/rs';

/** Moscow midnight of a calendar day, in epoch ms. */
export function moscowMidnight(date: string): number {
  return Date.parse(`${date}T00:00:00+03:00`);
}

/** `data` of a party suggestion with the fields DaData returns (most of them null here, as for small companies). */
function partyData(party: FakeParty) {
  const legal = party.type === 'LEGAL';
  return {
    kpp: party.kpp,
    capital: null,
    management: legal
      ? { name: 'Петров Иван Иванович', post: 'ГЕНЕРАЛЬНЫЙ ДИРЕКТОР', disqualified: null }
      : null,
    founders: null,
    managers: null,
    predecessors: null,
    successors: null,
    branch_type: legal ? 'MAIN' : null,
    branch_count: legal ? 0 : null,
    source: null,
    qc: null,
    hid: `hid-${party.inn}`,
    type: party.type,
    state: {
      status: party.status,
      code: null,
      actuality_date: party.registrationDate + 86_400_000,
      registration_date: party.registrationDate,
      liquidation_date: party.status === 'LIQUIDATED' ? party.registrationDate + 5 * 365 * 86_400_000 : null,
    },
    opf: legal
      ? { type: '2014', code: '12300', full: 'Общество с ограниченной ответственностью', short: 'ООО' }
      : { type: '2014', code: '50102', full: 'Индивидуальный предприниматель', short: 'ИП' },
    name: {
      full_with_opf: party.fullName,
      short_with_opf: party.name,
      latin: null,
      full: party.fullName.replace(/^\S+\s/, ''),
      short: party.name.replace(/^\S+\s/, ''),
    },
    fio: legal
      ? null
      : { surname: 'Петров', name: 'Иван', patronymic: 'Иванович', gender: 'MALE', source: null, qc: null },
    inn: party.inn,
    ogrn: party.ogrn,
    okpo: null,
    okato: null,
    oktmo: null,
    okogu: null,
    okfs: null,
    okved: '49.41',
    okveds: null,
    authorities: null,
    documents: null,
    licenses: null,
    finance: null,
    address: { value: party.address, unrestricted_value: `101000, ${party.address}`, data: null },
    phones: null,
    emails: null,
    ogrn_date: party.registrationDate,
    okved_type: '2014',
    employee_count: null,
  };
}

export async function startFakeDadataParty(token = 'test-party-token'): Promise<FakeDadataParty> {
  const fake: FakeDadataParty = {
    url: '',
    token,
    parties: new Map(),
    requests: [],
    mode: 'ok',
    slowMs: 1000,
    close: () => Promise.resolve(),
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown = raw;
      try {
        body = raw ? (JSON.parse(raw) as unknown) : null;
      } catch {
        // DaData answers 400 for a body that is not JSON.
      }
      fake.requests.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body,
      });
      const send = (status: number, payload: unknown) => {
        response.writeHead(status, { 'Content-Type': 'application/json;charset=UTF-8' });
        response.end(typeof payload === 'string' ? payload : JSON.stringify(payload));
      };
      const fail = (status: number, reason: string, message: string) =>
        send(status, { family: 'CLIENT_ERROR', reason, message });

      if (request.url !== `${BASE_PATH}/findById/party`) return fail(404, 'Not Found', 'Not found');
      if (request.method !== 'POST') return fail(405, 'Method Not Allowed', 'Request method not supported');
      const authorization = request.headers.authorization;
      if (!authorization) return fail(401, 'Unauthorized', 'Authorization header is missing');
      if (authorization !== `Token ${fake.token}`) return fail(403, 'Forbidden', 'Invalid API key');
      if (typeof body !== 'object' || body === null) return fail(400, 'Bad Request', 'Invalid JSON');
      const { query } = body as { query?: unknown };
      if (typeof query !== 'string' || query === '') return fail(400, 'Bad Request', 'query is required');

      const party = fake.parties.get(query);
      const answer = {
        suggestions: party
          ? [{ value: party.name, unrestricted_value: party.fullName, data: partyData(party) }]
          : [],
      };
      switch (fake.mode) {
        case 'error':
          return send(500, { family: 'SERVER_ERROR', reason: 'Internal Server Error', message: 'Oops' });
        case 'garbage':
          return send(200, '<html>Bad gateway</html>');
        case 'slow': {
          const timer = setTimeout(() => send(200, answer), fake.slowMs);
          response.on('close', () => clearTimeout(timer));
          return undefined;
        }
        default:
          return send(200, answer);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.url = `http://127.0.0.1:${port}${BASE_PATH}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
