import type { Browser } from 'playwright-core';
import { gzipBytes } from './gzip-size';
import { measureLoad, type ByteCounts, type LoadResult, type Profile } from './page-load';

export interface Paints {
  fcpMs: number | null;
  lcpMs: number | null;
  cls: number;
}

export interface PageFigures {
  path: string;
  /** Medians over the unthrottled loads (the bytes of a first visit hardly vary). */
  bytes: ByteCounts;
  requests: number;
  jsEncodings: string[];
  /** The same JavaScript files as sent with gzip (what the budget counts). */
  jsGzipBytes: number;
  unthrottled: Paints;
  slow4g: Paints;
}

function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const present = (values: readonly (number | null)[]) => values.filter((value) => value !== null);

function paints(loads: readonly LoadResult[]): Paints {
  return {
    fcpMs: median(present(loads.map((load) => load.fcpMs))),
    lcpMs: median(present(loads.map((load) => load.lcpMs))),
    cls: median(loads.map((load) => load.cls)) ?? 0,
  };
}

function medianBytes(loads: readonly LoadResult[]): ByteCounts {
  const of = (kind: keyof ByteCounts) => median(loads.map((load) => load.bytes[kind])) ?? 0;
  return { js: of('js'), css: of('css'), html: of('html'), other: of('other'), total: of('total') };
}

/** `runs` first visits of the page on each profile, alternating so neither profile always runs on a warmer machine. */
export async function measurePage(
  browser: Browser,
  origin: string,
  path: string,
  runs: number,
): Promise<PageFigures> {
  const url = `${origin}${path}`;
  const loads: Record<Profile, LoadResult[]> = { unthrottled: [], slow4g: [] };
  for (let run = 0; run < runs; run += 1) {
    const order: Profile[] = run % 2 === 0 ? ['unthrottled', 'slow4g'] : ['slow4g', 'unthrottled'];
    for (const profile of order) loads[profile].push(await measureLoad(browser, url, profile));
  }
  const first = loads.unthrottled[0]!;
  return {
    path,
    bytes: medianBytes(loads.unthrottled),
    requests: median(loads.unthrottled.map((load) => load.requests)) ?? 0,
    jsEncodings: first.jsEncodings,
    jsGzipBytes: await gzipBytes(first.jsUrls),
    unthrottled: paints(loads.unthrottled),
    slow4g: paints(loads.slow4g),
  };
}
