import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZModerationQueueResponse, type TModerationQueueEntry } from '@fura/domain/passport';
import { createCargo, createCarrier } from './helpers/deals';
import { bearer, createUser, type CreatedUser } from './helpers/factories';
import { startTestApp } from './helpers/test-app';

/** Issue 12: the console's passport queue, and who may use the moderation API at all. */
let t: Awaited<ReturnType<typeof startTestApp>>;
let admin: CreatedUser;

beforeAll(async () => {
  t = await startTestApp();
  admin = await createUser(t.deps.db, { type: 'admin' });
});
afterAll(() => t.close());

const post = (url: string, payload: object, token: string | null = admin.token) =>
  t.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });

function waitingUser(uploadedAt: Date, fields: Parameters<typeof createUser>[1] = {}) {
  return createUser(t.deps.db, {
    passportStatus: 'pending',
    isPassportUploaded: true,
    passportPhoto: 'passports/00000000-0000-4000-8000-000000000002.webp',
    passportUploadedAt: uploadedAt,
    ...fields,
  });
}

/** Every item of the queue, page by page (other tests' uploads may be in it). */
async function wholeQueue(): Promise<TModerationQueueEntry[]> {
  const items: TModerationQueueEntry[] = [];
  for (let page = 1; ; page += 1) {
    const res = await post('/api/admin/moderation/queue', { page });
    expect(res.statusCode, res.body).toBe(200);
    const answer = ZModerationQueueResponse.parse(res.json());
    expect(answer.page).toBe(page);
    items.push(...answer.items);
    if (answer.items.length === 0 || items.length >= answer.countAll) return items;
  }
}

describe('POST /api/admin/moderation/queue', () => {
  it('lists the passports waiting, the oldest upload first, with who sent them', async () => {
    const base = Date.UTC(1995, 0, 1) + Math.floor(Math.random() * 1e9);
    const newest = await waitingUser(new Date(base + 3000), { type: 'carrier', firstName: 'Третий' });
    const oldest = await waitingUser(new Date(base + 1000), { type: 'cargo', firstName: 'Первый' });
    const middle = await waitingUser(new Date(base + 2000), { type: 'carrier', firstName: 'Второй' });
    const ids = [oldest, middle, newest].map((user) => user.user.id);
    const mine = (await wholeQueue()).filter((item) => ids.includes(item.userId));
    expect(mine.map((item) => item.userId)).toEqual(ids);
    expect(mine[0]).toEqual({
      kind: 'passport',
      userId: oldest.user.id,
      name: { first: 'Первый', last: 'Петров' },
      type: 'cargo',
      email: oldest.user.email,
      uploadedAt: new Date(base + 1000).toISOString(),
    });
  });

  it('leaves out passports that are not waiting: none, verified, rejected', async () => {
    const at = new Date(Date.UTC(1996, 0, 1));
    const others = await Promise.all([
      createUser(t.deps.db),
      waitingUser(at, { passportStatus: 'verified', isPassportVerified: true }),
      waitingUser(at, { passportStatus: 'rejected', passportComment: 'Нечитаемо' }),
    ]);
    const ids = new Set((await wholeQueue()).map((item) => item.userId));
    for (const other of others) expect(ids.has(other.user.id)).toBe(false);
  });

  it('answers page 1 for an empty body', async () => {
    const res = await post('/api/admin/moderation/queue', {});
    expect(res.statusCode).toBe(200);
    expect(res.json().page).toBe(1);
  });

  it.each([[{ page: 0 }], [{ page: 'два' }], [{ page: 1.5 }]])('400 for %j', async (body) => {
    const res = await post('/api/admin/moderation/queue', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].param).toBe('page');
    expect(res.json().errors[0].msg).toMatch(/[а-яё]/i);
  });
});

describe('every /api/admin/moderation endpoint is for admins only', () => {
  const calls = [
    { method: 'POST' as const, url: '/api/admin/moderation/queue', payload: { page: 1 } },
    {
      method: 'POST' as const,
      url: '/api/admin/moderation/decide',
      payload: {
        userId: '00000000-0000-4000-8000-000000000000',
        uploadedAt: new Date().toISOString(),
        decision: 'approve',
      },
    },
    { method: 'GET' as const, url: '/api/admin/moderation/photo/00000000-0000-4000-8000-000000000000' },
  ];

  it('401 for a guest', async () => {
    for (const call of calls) expect((await t.app.inject(call)).statusCode, call.url).toBe(401);
  });

  it('404 for a cargo owner and a carrier, as if the console did not exist', async () => {
    for (const user of [await createCargo(t.deps.db), await createCarrier(t.deps.db)]) {
      for (const call of calls) {
        const res = await t.app.inject({ ...call, headers: bearer(user.token) });
        expect(res.statusCode, `${call.url} as ${user.user.type}`).toBe(404);
      }
    }
  });
});
