import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for DaData «Подсказки» (suggestions.dadata.ru/suggestions/api/4_1/rs), speaking its documented
 * HTTP contract (shared/integrations/dadata.md): POST JSON with `Authorization: Token <key>`, 401 without a key,
 * 403 for an unknown key or an exhausted daily quota, 405 for other methods, `{ suggestions: [{ value, data }] }`.
 */
export type FakeDadataMode = 'ok' | 'quota' | 'too-many' | 'error' | 'slow' | 'garbage';

export interface RecordedDadataRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface FakeDadata {
  /** Base URL up to `/rs`, for DADATA_URL. */
  url: string;
  token: string;
  requests: RecordedDadataRequest[];
  mode: FakeDadataMode;
  /** How long the `slow` mode waits before answering. */
  slowMs: number;
  close(): Promise<void>;
}

const BASE_PATH = '/suggestions/api/4_1/rs';

/** Fields DaData returns for every address object; the ones a suggestion does not set stay null. */
const EMPTY_ADDRESS = {
  postal_code: null,
  country: 'Россия',
  country_iso_code: 'RU',
  federal_district: null,
  region_fias_id: null,
  region_kladr_id: null,
  region_iso_code: null,
  region_with_type: null,
  region_type: null,
  region_type_full: null,
  region: null,
  area_fias_id: null,
  area_kladr_id: null,
  area_with_type: null,
  area_type: null,
  area_type_full: null,
  area: null,
  city_fias_id: null,
  city_kladr_id: null,
  city_with_type: null,
  city_type: null,
  city_type_full: null,
  city: null,
  settlement_fias_id: null,
  settlement_kladr_id: null,
  settlement_with_type: null,
  settlement_type: null,
  settlement_type_full: null,
  settlement: null,
  street: null,
  house: null,
  fias_id: null,
  fias_level: null,
  kladr_id: null,
  capital_marker: '0',
  okato: null,
  oktmo: null,
  geo_lat: null,
  geo_lon: null,
  qc_geo: null,
  timezone: null,
  history_values: null,
};

function suggestion(value: string, data: Partial<Record<keyof typeof EMPTY_ADDRESS, unknown>>) {
  return { value, unrestricted_value: value, data: { ...EMPTY_ADDRESS, ...data } };
}

const SAMARA_REGION = {
  federal_district: 'Приволжский',
  region_fias_id: 'df3d7359-afa9-4aaa-8ff9-197e73906b1c',
  region_kladr_id: '6300000000000',
  region_iso_code: 'RU-SAM',
  region_with_type: 'Самарская обл',
  region_type: 'обл',
  region_type_full: 'область',
  region: 'Самарская',
};

/** Answers by the start of the (lower-cased) query; anything else finds nothing, as DaData does. */
export const FAKE_DADATA_ANSWERS: readonly { prefix: string; suggestions: unknown[] }[] = [
  {
    prefix: 'тольятт',
    suggestions: [
      suggestion('г Тольятти', {
        ...SAMARA_REGION,
        postal_code: '445000',
        city_fias_id: '242e87c1-584d-4360-8c4c-aae2fe90048e',
        city_kladr_id: '6300000400000',
        city_with_type: 'г Тольятти',
        city_type: 'г',
        city_type_full: 'город',
        city: 'Тольятти',
        fias_id: '242e87c1-584d-4360-8c4c-aae2fe90048e',
        fias_level: '4',
        kladr_id: '6300000400000',
        okato: '36440000000',
        oktmo: '36740000001',
        geo_lat: '53.5205348',
        geo_lon: '49.3894028',
        qc_geo: '4',
        history_values: ['г Ставрополь'],
      }),
      // A settlement DaData knows without coordinates: must not be offered (a place always has them).
      suggestion('Самарская обл, Ставропольский р-н, с Тольяттинское', {
        ...SAMARA_REGION,
        area_with_type: 'Ставропольский р-н',
        area_type: 'р-н',
        area_type_full: 'район',
        area: 'Ставропольский',
        settlement_fias_id: '0c4a5fcb-66f0-4b7b-9c6e-0f6e3c7a3c11',
        settlement_with_type: 'с Тольяттинское',
        settlement_type: 'с',
        settlement_type_full: 'село',
        settlement: 'Тольяттинское',
        fias_id: '0c4a5fcb-66f0-4b7b-9c6e-0f6e3c7a3c11',
        fias_level: '6',
        geo_lat: null,
        geo_lon: null,
        qc_geo: '5',
      }),
    ],
  },
  {
    prefix: 'алексеевка',
    suggestions: [
      suggestion('Самарская обл, Кинельский р-н, пгт Алексеевка', {
        ...SAMARA_REGION,
        area_with_type: 'Кинельский р-н',
        area_type: 'р-н',
        area_type_full: 'район',
        area: 'Кинельский',
        settlement_fias_id: '1b8b2d3c-8e0a-4f4e-9a47-7c2d4b5a6e01',
        settlement_with_type: 'пгт Алексеевка',
        settlement_type: 'пгт',
        settlement_type_full: 'поселок городского типа',
        settlement: 'Алексеевка',
        fias_id: '1b8b2d3c-8e0a-4f4e-9a47-7c2d4b5a6e01',
        fias_level: '6',
        geo_lat: '53.2376',
        geo_lon: '50.4253',
        qc_geo: '3',
      }),
    ],
  },
  {
    prefix: 'москв',
    suggestions: [
      suggestion('г Москва', {
        federal_district: 'Центральный',
        region_fias_id: '0c5b2444-70a0-4932-980c-b4dc0d3f02b5',
        region_kladr_id: '7700000000000',
        region_iso_code: 'RU-MOW',
        region_with_type: 'г Москва',
        region_type: 'г',
        region_type_full: 'город',
        region: 'Москва',
        city_fias_id: '0c5b2444-70a0-4932-980c-b4dc0d3f02b5',
        city_with_type: 'г Москва',
        city_type: 'г',
        city_type_full: 'город',
        city: 'Москва',
        fias_id: '0c5b2444-70a0-4932-980c-b4dc0d3f02b5',
        fias_level: '1',
        capital_marker: '0',
        geo_lat: '55.75396',
        geo_lon: '37.620393',
        qc_geo: '4',
      }),
    ],
  },
  {
    prefix: 'бахчисарай',
    suggestions: [
      suggestion('Респ Крым, г Бахчисарай', {
        region_kladr_id: '9100000000000',
        region_iso_code: 'UA-43',
        region_with_type: 'Респ Крым',
        region_type: 'Респ',
        region_type_full: 'республика',
        region: 'Крым',
        area_with_type: 'Бахчисарайский р-н',
        city_with_type: 'г Бахчисарай',
        city_type: 'г',
        city_type_full: 'город',
        city: 'Бахчисарай',
        fias_id: '6c0d8d9e-9b3a-4d8b-8c7b-2a8f0f7a3b21',
        fias_level: '4',
        geo_lat: '44.7552',
        geo_lon: '33.8607',
        qc_geo: '4',
      }),
    ],
  },
  {
    prefix: 'донецк',
    suggestions: [
      // A region whose ISO code the bundled table does not know: the label is built from DaData's parts.
      suggestion('Донецкая Народная Респ, г Донецк', {
        region_kladr_id: '9300000000000',
        region_iso_code: null,
        region_with_type: 'Донецкая Народная Респ',
        region_type: 'Респ',
        region_type_full: 'республика',
        region: 'Донецкая Народная',
        city_with_type: 'г Донецк',
        city_type: 'г',
        city: 'Донецк',
        fias_id: '3b1f2a44-5d9c-4e0b-8a6f-7c1d2e3f4a55',
        fias_level: '4',
        geo_lat: '48.0159',
        geo_lon: '37.8028',
        qc_geo: '4',
      }),
    ],
  },
];

function answerFor(query: string, count: number): unknown[] {
  const normalized = query.trim().toLowerCase().replace(/ё/g, 'е');
  const found = FAKE_DADATA_ANSWERS.find((entry) => normalized.startsWith(entry.prefix));
  return (found?.suggestions ?? []).slice(0, count);
}

/** The JSON body, or the raw text when it is not JSON (DaData answers 400 then). */
function parseBody(raw: string): unknown {
  try {
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return raw;
  }
}

export async function startFakeDadata(token = 'test-dadata-token'): Promise<FakeDadata> {
  const fake: FakeDadata = {
    url: '',
    token,
    requests: [],
    mode: 'ok',
    slowMs: 1000,
    close: () => Promise.resolve(),
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = parseBody(Buffer.concat(chunks).toString('utf8'));
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

      if (request.url !== `${BASE_PATH}/suggest/address`) return fail(404, 'Not Found', 'Not found');
      if (request.method !== 'POST') return fail(405, 'Method Not Allowed', 'Request method not supported');
      const authorization = request.headers.authorization;
      if (!authorization) return fail(401, 'Unauthorized', 'Authorization header is missing');
      if (authorization !== `Token ${fake.token}`) return fail(403, 'Forbidden', 'Invalid API key');
      if (
        !request.headers['content-type']?.startsWith('application/json') ||
        typeof body !== 'object' ||
        !body
      )
        return fail(400, 'Bad Request', 'Invalid JSON');
      const { query, count } = body as { query?: unknown; count?: unknown };
      if (typeof query !== 'string') return fail(400, 'Bad Request', 'query is required');
      if (query.length > 300) return fail(413, 'Payload Too Large', 'Query is too long');

      switch (fake.mode) {
        case 'quota':
          // DaData's real quota answer quotes the key: the client must never log or forward it.
          return fail(403, 'Forbidden', `Feature 'SUGGESTIONS' disabled for token ${fake.token}`);
        case 'too-many':
          return fail(429, 'Too Many Requests', 'Too many requests');
        case 'error':
          return send(500, { family: 'SERVER_ERROR', reason: 'Internal Server Error', message: 'Oops' });
        case 'garbage':
          return send(200, '<html>Bad gateway</html>');
        case 'slow': {
          const timer = setTimeout(
            () => send(200, { suggestions: answerFor(query, Number(count) || 10) }),
            fake.slowMs,
          );
          response.on('close', () => clearTimeout(timer));
          return undefined;
        }
        default:
          return send(200, { suggestions: answerFor(query, typeof count === 'number' ? count : 10) });
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
