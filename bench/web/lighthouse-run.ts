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
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

export interface LighthouseRunner {
  /** The scores, or the reason Lighthouse could not give them. */
  audit(url: string): Promise<LighthouseScores | { error: string }>;
  close(): Promise<void>;
}

const score = (value: number | null | undefined) => (value == null ? null : Math.round(value * 100));

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
        };
      } catch (error) {
        return { error: error instanceof Error ? error.message : String(error) };
      }
    },
    close: () => chromium.close(),
  };
}
