import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskUrl } from '../src/http/log-safety';
import { geoScene, postGeo } from './helpers/location-scenes';
import { captureLog } from './helpers/log-capture';
import { startTestApp } from './helpers/test-app';

let t: Awaited<ReturnType<typeof startTestApp>>;
const log = captureLog();

beforeAll(async () => {
  t = await startTestApp({ config: { logLevel: 'info' }, logStream: log.stream });
});
afterAll(() => t.close());

describe('tracking link tokens in the log', () => {
  it('maskUrl hides the token of the public page and of its API call', () => {
    const token = 'A'.repeat(43);
    expect(maskUrl(`/api/track/${token}`)).toBe('/api/track/[Redacted]');
    expect(maskUrl(`/track/${token}?utm=1`)).toBe('/track/[Redacted]?utm=1');
  });

  it('creating and opening a link never writes its token', async () => {
    const { owner, order } = await geoScene(t.deps.db);
    const created = await postGeo(t.app, 'link/create', owner.token, { articleId: order.id });
    const { token } = created.json<{ token: string }>();
    expect((await t.app.inject({ method: 'GET', url: `/api/track/${token}` })).statusCode).toBe(200);
    expect(log.text()).toContain('/api/track/[Redacted]');
    expect(log.text()).not.toContain(token);
  });
});
