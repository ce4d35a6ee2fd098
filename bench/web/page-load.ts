import type { Browser, CDPSession, Page } from 'playwright-core';
import { CPU_SLOWDOWN, PHONE_SCREEN, SLOW_4G } from './throttling';

export type Profile = 'unthrottled' | 'slow4g';

export interface ByteCounts {
  js: number;
  css: number;
  html: number;
  other: number;
  /** Everything received, response headers included. */
  total: number;
}

export interface LoadResult {
  /** Compressed bodies as received (Content-Encoding applied), by kind. */
  bytes: ByteCounts;
  requests: number;
  /** Content-Encoding of the JavaScript responses (e.g. "br", "gzip"). */
  jsEncodings: string[];
  /** The JavaScript files loaded (to weigh them in gzip too). */
  jsUrls: string[];
  fcpMs: number | null;
  lcpMs: number | null;
  cls: number;
}

/**
 * Collects FCP, LCP and CLS in the page from its first script on. CLS as Chrome and Lighthouse count it: the largest
 * session window of layout shifts without recent input (windows end after a 1 s gap or at 5 s). A string, not a
 * function: tsx would wrap a function with helpers the page does not have.
 */
const OBSERVE_VITALS = `(() => {
  const state = { fcp: null, lcp: null, cls: 0, busyUntil: 0 };
  window.__webBench = state;
  const observe = (type, onEntries) => {
    try { new PerformanceObserver((list) => onEntries(list.getEntries())).observe({ type, buffered: true }); }
    catch { /* unsupported entry type: the figure stays empty */ }
  };
  observe('paint', (entries) => {
    for (const entry of entries) if (entry.name === 'first-contentful-paint') state.fcp = entry.startTime;
  });
  observe('largest-contentful-paint', (entries) => {
    const last = entries[entries.length - 1];
    if (last) state.lcp = last.startTime;
  });
  observe('longtask', (entries) => {
    for (const entry of entries) state.busyUntil = Math.max(state.busyUntil, entry.startTime + entry.duration);
  });
  let open = false, start = 0, previous = 0, sum = 0;
  observe('layout-shift', (entries) => {
    for (const entry of entries) {
      if (entry.hadRecentInput) continue;
      if (!open || entry.startTime - previous > 1000 || entry.startTime - start > 5000) {
        open = true; start = entry.startTime; sum = 0;
      }
      sum += entry.value; previous = entry.startTime;
      state.cls = Math.max(state.cls, sum);
    }
  });
})();`;

/**
 * The page counts as loaded once it has painted, no request but Socket.IO's has been open and the main thread has
 * had no long task for this long (Lighthouse's network and CPU quiet thresholds: 1 s each). Without the CPU
 * condition a throttled load went «quiet» while the bundle was still being compiled, before the app's own requests.
 */
const QUIET_MS = 1000;
const QUIET_LIMIT_MS = 60_000;

interface Tracked {
  kind: keyof Omit<ByteCounts, 'total'>;
  headerBytes: number;
  encoding: string;
  url: string;
}

function kindOf(type: string): Tracked['kind'] {
  if (type === 'Script') return 'js';
  if (type === 'Stylesheet') return 'css';
  if (type === 'Document') return 'html';
  return 'other';
}

/** Bytes per kind and the requests still open, from the CDP Network domain. */
function trackNetwork(cdp: CDPSession) {
  const bytes: ByteCounts = { js: 0, css: 0, html: 0, other: 0, total: 0 };
  const tracked = new Map<string, Tracked>();
  /** Open requests: id → URL. */
  const open = new Map<string, string>();
  const jsEncodings = new Set<string>();
  const jsUrls: string[] = [];
  const failed: string[] = [];
  let requests = 0;
  let lastChange = performance.now();
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.request.url.includes('/socket.io/')) return;
    open.set(event.requestId, event.request.url);
    lastChange = performance.now();
  });
  cdp.on('Network.responseReceived', (event) => {
    if (event.response.status >= 400) failed.push(`${event.response.status} ${event.response.url}`);
    const header = Object.entries(event.response.headers).find(
      ([name]) => name.toLowerCase() === 'content-encoding',
    );
    tracked.set(event.requestId, {
      kind: kindOf(event.type),
      headerBytes: event.response.encodedDataLength,
      encoding: header?.[1] ?? 'none',
      url: event.response.url,
    });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const item = tracked.get(event.requestId);
    if (item) {
      requests += 1;
      bytes[item.kind] += Math.max(0, event.encodedDataLength - item.headerBytes);
      bytes.total += event.encodedDataLength;
      if (item.kind === 'js') {
        jsEncodings.add(item.encoding);
        jsUrls.push(item.url);
      }
    }
    open.delete(event.requestId);
    lastChange = performance.now();
  });
  cdp.on('Network.loadingFailed', (event) => {
    failed.push(`${event.errorText} ${open.get(event.requestId) ?? event.requestId}`);
    open.delete(event.requestId);
    lastChange = performance.now();
  });
  return {
    result: () => ({ bytes: { ...bytes }, requests, jsEncodings: [...jsEncodings].sort(), jsUrls }),
    quiet: () => open.size === 0 && performance.now() - lastChange >= QUIET_MS,
    openUrls: () => [...open.values()],
    failed: () => [...failed],
  };
}

interface Vitals {
  fcp: number | null;
  lcp: number | null;
  cls: number;
  busyUntil: number;
  /** The page's clock (performance.now()) when read. */
  now: number;
}

async function readVitals(page: Page): Promise<Vitals> {
  const json = await page.evaluate('JSON.stringify({ ...window.__webBench, now: performance.now() })');
  return JSON.parse(json as string) as Vitals;
}

/** One first visit: a fresh browser context (empty cache, no cookies) on a phone screen, then the page's figures. */
export async function measureLoad(browser: Browser, url: string, profile: Profile): Promise<LoadResult> {
  const context = await browser.newContext({
    viewport: { width: PHONE_SCREEN.width, height: PHONE_SCREEN.height },
    deviceScaleFactor: PHONE_SCREEN.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  try {
    await context.addInitScript(OBSERVE_VITALS);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    if (profile === 'slow4g') {
      await cdp.send('Network.emulateNetworkConditions', { ...SLOW_4G });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    }
    const network = trackNetwork(cdp);
    const response = await page.goto(url, { waitUntil: 'load', timeout: QUIET_LIMIT_MS });
    if (!response?.ok()) throw new Error(`${url}: HTTP ${response?.status() ?? 'no response'}`);
    const deadline = performance.now() + QUIET_LIMIT_MS;
    for (;;) {
      const vitals = await readVitals(page);
      if (network.quiet() && vitals.fcp !== null && vitals.now - vitals.busyUntil >= QUIET_MS) break;
      if (performance.now() > deadline) {
        const state = JSON.stringify({ ...vitals, open: network.openUrls(), failed: network.failed() });
        throw new Error(`${url}: no paint or never quiet in ${QUIET_LIMIT_MS / 1000} s: ${state}`);
      }
      await page.waitForTimeout(250);
    }
    const vitals = await readVitals(page);
    return { ...network.result(), fcpMs: vitals.fcp, lcpMs: vitals.lcp, cls: vitals.cls };
  } finally {
    await context.close();
  }
}
