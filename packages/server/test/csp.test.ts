import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp } from './helpers/test-app';

let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

/** The directives of the Content-Security-Policy the app sends, by name. */
async function policyOf(publicUrl: string): Promise<Map<string, string[]>> {
  const t = await startTestApp({ config: { publicUrl } });
  close = t.close;
  const res = await t.app.inject({ method: 'GET', url: '/health' });
  const header = String(res.headers['content-security-policy']);
  return new Map(
    header.split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe('Content-Security-Policy connect-src', () => {
  it('allows our own origin and PUBLIC_URL’s sockets, never ws: or wss: to any host', async () => {
    const secure = await policyOf('https://fura.example');
    expect(secure.get('connect-src')).toEqual(["'self'", 'https://fura.example', 'wss://fura.example']);
    const local = await policyOf('http://localhost:3000');
    expect(local.get('connect-src')).toEqual(["'self'", 'http://localhost:3000', 'ws://localhost:3000']);
    for (const policy of [secure, local]) {
      expect(policy.get('connect-src')).not.toContain('ws:');
      expect(policy.get('connect-src')).not.toContain('wss:');
      expect(policy.get('script-src')).toEqual(["'self'"]);
    }
  });
});
