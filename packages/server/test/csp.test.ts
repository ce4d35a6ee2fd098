import { afterEach, describe, expect, it } from 'vitest';
import type { Config } from '../src/config';
import { cspDirectives } from '../src/http/csp';
import { startTestApp, testConfig } from './helpers/test-app';

let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

/** The directives of the Content-Security-Policy the app sends, by name. */
async function policyOf(publicUrl: string, config: Partial<Config> = {}): Promise<Map<string, string[]>> {
  const t = await startTestApp({ config: { publicUrl, ...config } });
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

describe('Content-Security-Policy: map tiles and the support widget (issue 13)', () => {
  it('without the widget: tiles in img-src only, no third party in scripts, connections or frames', async () => {
    const policy = await policyOf('https://fura.example');
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org']);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('frame-src')).toEqual(["'none'"]);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://fura.example', 'wss://fura.example']);
  });

  it('with the widget: its origin (never its path) in script-src, connect-src (+ wss), frame-src and img-src', async () => {
    const policy = await policyOf('https://fura.example', {
      supportWidgetSrc: 'https://chat.example.com/widget/loader.js?key=abc',
    });
    expect(policy.get('script-src')).toEqual(["'self'", 'https://chat.example.com']);
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://fura.example',
      'wss://fura.example',
      'https://chat.example.com',
      'wss://chat.example.com',
    ]);
    expect(policy.get('frame-src')).toEqual(['https://chat.example.com']);
    expect(policy.get('img-src')).toContain('https://chat.example.com');
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('a tile template with {s} subdomains allows them by wildcard; a relative tile URL adds nothing', () => {
    const base = testConfig();
    const subdomains = cspDirectives({
      ...base,
      map: { tileUrl: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png', attribution: '' },
    });
    expect(subdomains.imgSrc).toEqual(["'self'", 'data:', 'blob:', 'https://*.tiles.example.org']);
    const own = cspDirectives({ ...base, map: { tileUrl: '/tiles/{z}/{x}/{y}.png', attribution: '' } });
    expect(own.imgSrc).toEqual(["'self'", 'data:', 'blob:']);
  });
});
