/** Fakes for the vehicle template pages' tests: a routed fetch, an XMLHttpRequest with upload progress, data. */
import { vi } from 'vitest';
import type { TVehicleTemplate } from '@fura/domain/vehicle-templates';

export function makeTemplate(overrides: Partial<TVehicleTemplate> = {}): TVehicleTemplate {
  return {
    _id: 't1',
    name: 'Газель белая',
    vehicleType: 'gazelle',
    make: 'ГАЗ',
    model: 'ГАЗель Next',
    capacityTons: 1.5,
    volumeM3: 10.5,
    bodyType: 'tent',
    loadingTypes: ['side', 'rear'],
    photo: { file: '/files/templates/p1.webp', thumb: '/files/templates/p1-thumb.webp' },
    plate: '',
    check: {
      status: 'none',
      comment: null,
      uploadedAt: null,
      verified: false,
      hasSts: false,
      hasLease: false,
    },
    createdAt: '2026-01-02T10:00:00.000Z',
    updatedAt: '2026-01-02T10:00:00.000Z',
    ...overrides,
  };
}

export interface FakeAnswer {
  status: number;
  body: unknown;
}

type Handler = (body: unknown) => FakeAnswer | Promise<FakeAnswer>;

/** fetch answering by path; an unknown path fails the test loudly. Returns the mock to inspect calls. */
export function routeFetch(handlers: Record<string, Handler>) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const handler = handlers[path];
    if (!handler) throw new Error(`unexpected fetch ${path}`);
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const answer = await handler(body);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

export interface SentForm {
  path: string;
  form: FormData;
}

/**
 * XMLHttpRequest that answers each send with the next queued answer, after reporting upload progress at 40 %
 * and 100 %. `sent` keeps what was posted; `release()` lets a held answer go (to see the progress meanwhile).
 */
export function fakeXhr(answers: FakeAnswer[], { hold = false } = {}) {
  const sent: SentForm[] = [];
  let pending: (() => void) | null = null;
  class FakeXhr {
    status = 0;
    responseText = '';
    withCredentials = false;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    upload: {
      onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    } = { onprogress: null };
    private path = '';
    open(_method: string, path: string) {
      this.path = path;
    }
    setRequestHeader() {}
    send(form: FormData) {
      sent.push({ path: this.path, form });
      const answer = answers.shift();
      if (!answer) throw new Error(`unexpected upload to ${this.path}`);
      this.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 });
      const finish = () => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        this.onload?.();
      };
      if (hold) pending = finish;
      else setTimeout(finish, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return {
    sent,
    release: () => {
      pending?.();
      pending = null;
    },
  };
}
