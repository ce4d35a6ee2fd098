import lighthouse from 'lighthouse';
import { launchDebuggableChromium } from './chromium';

export interface LighthouseScores {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  /** Lighthouse's own (simulated Slow 4G + 4× CPU) first and largest contentful paint. */
  fcpMs: number | null;
  lcpMs: number | null;
  /** Total blocking time and cumulative layout shift as Lighthouse measures them (the main thread's long tasks). */
  tbtMs: number | null;
  cls: number | null;
  /** Audits of the accessibility, best-practices and SEO categories that did not pass (what keeps a score below 100). */
  failing: string[];
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

export interface LighthouseRunner {
  /** The scores, or the reason Lighthouse could not give them. */
  audit(url: string): Promise<LighthouseScores | { error: string }>;
  close(): Promise<void>;
}

const score = (value: number | null | undefined) => (value == null ? null : Math.round(value * 100));

/** An audit's id and, when it lists elements, the first one's selector: enough to find what failed. */
function withFirstNode(id: string, details: unknown): string {
  const items: unknown = details && typeof details === 'object' && 'items' in details ? details.items : null;
  const first: unknown = Array.isArray(items) ? items[0] : null;
  const node: unknown = first && typeof first === 'object' && 'node' in first ? first.node : null;
  const selector: unknown = node && typeof node === 'object' && 'selector' in node ? node.selector : null;
  return typeof selector === 'string' ? `${id} (${selector})` : id;
}

/**
 * Lighthouse's default (mobile) configuration: a moto g power screen, simulated «Slow 4G» with 4× CPU slowdown
 * (`throttlingMethod: 'simulate'`), against the Debian Chromium started with a DevTools port.
 */
export async function startLighthouse(chromiumPath: string): Promise<LighthouseRunner> {
  const chromium = await launchDebuggableChromium(chromiumPath);
  return {
    audit: async (url) => {
      try {
        const result = await lighthouse(url, {
          port: chromium.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
        });
        if (!result) return { error: 'Lighthouse returned no result' };
        const { categories, audits, runtimeError } = result.lhr;
        if (runtimeError) return { error: `${runtimeError.code}: ${runtimeError.message}` };
        return {
          performance: score(categories.performance?.score),
          accessibility: score(categories.accessibility?.score),
          bestPractices: score(categories['best-practices']?.score),
          seo: score(categories.seo?.score),
          fcpMs: audits['first-contentful-paint']?.numericValue ?? null,
          lcpMs: audits['largest-contentful-paint']?.numericValue ?? null,
          tbtMs: audits['total-blocking-time']?.numericValue ?? null,
          cls: audits['cumulative-layout-shift']?.numericValue ?? null,
          failing: ['accessibility', 'best-practices', 'seo'].flatMap((name) =>
            (categories[name]?.auditRefs ?? [])
              .filter(
                (ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 1) < 1,
              )
              .map((ref) => withFirstNode(ref.id, audits[ref.id]?.details)),
          ),
        };
      } catch (error) {
        return { error: error instanceof Error ? error.message : String(error) };
      }
    },
    close: () => chromium.close(),
  };
}
