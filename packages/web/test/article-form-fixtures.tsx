/** Shared by the article-form tests: a fake AddressField, a fake XMLHttpRequest, listings and form helpers. */
import { fireEvent, screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { vi } from 'vitest';
import type { TArticle, TPlace } from '@fura/domain/article-schemas';
import type { TVehicleTemplate } from '@fura/domain/vehicle-templates';
import { SESSION_QUERY_KEY } from '../src/shared/session/session-query';
import { makeSession } from './fixtures';

export const PLACES: Record<string, TPlace> = {
  Москва: {
    address: 'Москва, ул. Ленина, 1',
    settlement: 'Москва',
    region: 'Москва',
    lat: 55.75,
    lon: 37.62,
    placeId: 'msk',
  },
  Казань: {
    address: 'Казань',
    settlement: 'Казань',
    region: 'Республика Татарстан',
    lat: 55.79,
    lon: 49.12,
    placeId: 'kzn',
  },
};

/** Stands in for the real AddressField (which asks the server): typing a known city name picks it. */
export function FakeAddressField(props: {
  label: string;
  value: { address: string } | null;
  onChange: (place: TPlace | null) => void;
  error?: string;
  'data-testid'?: string;
}) {
  return (
    <div>
      <label>
        {props.label}
        <input
          data-testid={props['data-testid']}
          defaultValue={props.value?.address ?? ''}
          onChange={(event) => props.onChange(PLACES[event.currentTarget.value] ?? null)}
        />
      </label>
      {props.error ? <p role="alert">{props.error}</p> : null}
    </div>
  );
}

/** A fake XMLHttpRequest: records what is sent; the test answers with `respond()`. */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  body: FormData | null = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }

  send(body: FormData): void {
    this.body = body;
    FakeXhr.sent.push(this);
  }

  progress(loaded: number, total: number): void {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }

  respond(status: number, body: unknown): void {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }

  /** The `article` JSON of the sent form. */
  article(): Record<string, unknown> {
    return JSON.parse(this.body?.get('article') as string) as Record<string, unknown>;
  }
}

export function installFakeXhr(): void {
  FakeXhr.sent = [];
  // jsdom has no FontFaceSet; Mantine's autosize textarea listens to it.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined }),
  );
}

/** A fetch stub answering by API path (JSON), for the calls the page makes besides the upload. */
export function stubApi(routes: Record<string, { status?: number; body: unknown }>) {
  const mock = vi.fn((input: RequestInfo | URL, _init?: RequestInit) => {
    const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const route = routes[path];
    const answer = route ?? { status: 404, body: { error: true, errors: [{ msg: 'Не найдено' }] } };
    return Promise.resolve(
      new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

export function queryClientFor(type: 'cargo' | 'carrier', userId = 'u1'): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(SESSION_QUERY_KEY, makeSession({}, { _id: userId, type }));
  return client;
}

export function photoFile(name: string, type: string, size = 1000): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

export function addPhotos(...files: File[]): void {
  fireEvent.change(screen.getByTestId('article-photos-input'), { target: { files } });
}

export function toggleChip(testId: string): void {
  fireEvent.click(within(screen.getByTestId(testId)).getByRole('checkbox'));
}

export function typeInto(testId: string, value: string): void {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

export function pickOption(testId: string, option: string): void {
  fireEvent.click(screen.getByTestId(testId));
  fireEvent.click(screen.getByRole('option', { name: option }));
}

/** Picks a day in the loading date calendar, e.g. '25 ноября 2026'. */
export function pickDate(dayLabel: string): void {
  fireEvent.click(screen.getByTestId('article-date'));
  fireEvent.click(screen.getByRole('button', { name: dayLabel }));
}

export const TEMPLATE: TVehicleTemplate = {
  _id: 't1',
  name: 'Еврофура белая',
  vehicleType: 'eurotruck',
  make: 'Volvo',
  model: 'FH',
  capacityTons: 20,
  volumeM3: 82,
  bodyType: 'tent',
  loadingTypes: ['side', 'rear'],
  photo: { file: '/files/templates/t1.webp', thumb: '/files/templates/t1-thumb.webp' },
  plate: '',
  check: { status: 'none', comment: null, uploadedAt: null, verified: false, hasSts: false, hasLease: false },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

export function savedArticle(id: string, overrides: Partial<TArticle> = {}): TArticle {
  return {
    _id: id,
    type: 'order',
    status: 2,
    author: {
      _id: 'u1',
      name: { first: 'Иван', last: 'Петров' },
      rating: 4.5,
      reviewsCount: 3,
      avatar: null,
      contract: { id: 3 },
      isPassportVerified: true,
    },
    from: PLACES.Москва!,
    to: PLACES.Казань!,
    loadingDate: '2026-11-25',
    loadingTimeFrom: '09:00',
    loadingTimeTo: '12:30',
    cargoTypes: [2],
    weightKg: 1500,
    volumeM3: 12.5,
    lengthM: null,
    widthM: null,
    heightM: null,
    places: 4,
    bodyTypes: ['tent'],
    loadingTypes: ['rear'],
    budgetKopecks: 4_500_000,
    paymentMethod: 'cashlessVat',
    contractType: 2,
    comment: 'Аккуратно, мебель',
    cargoPhoto: [
      { file: '/files/articles/p1.webp', thumb: '/files/articles/p1-thumb.webp' },
      { file: '/files/articles/p2.webp', thumb: '/files/articles/p2-thumb.webp' },
    ],
    car: null,
    executors: [],
    requests: [],
    reviews: [],
    delivered: [],
    requestsCount: 0,
    lastCarrierLocation: null,
    contacts: [],
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    publishedAt: '2026-11-20T10:00:00.000Z',
    confirmedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}
