import { writeFileSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page, Request } from 'playwright-core';

/**
 * The accessibility gate's checks of one page view (issue 16, docs/accessibility.md): axe-core (WCAG 2.1 A/AA and
 * best practices), no horizontal scrolling, a clean console and network. Findings are collected, not thrown, so one
 * run lists every problem, grouped.
 */

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * The only exceptions: an axe rule switched off for one element, each with its reason in docs/decisions.md.
 * `selector` is compared with axe's target of the element (its CSS selectors joined by « > » across frames).
 */
export const ALLOWED: readonly { rule: string; selector: string; reason: string }[] = [];

export interface Finding {
  /** What was looked at: «order /order/…», «state: side menu open». */
  view: string;
  role: string;
  /** The viewport width, or a named pass («640 text 200 %»). */
  width: string;
  /** `walk`: the walk itself could not check the screen (sent elsewhere). */
  check: 'axe' | 'reflow' | 'console' | 'walk';
  /** The axe rule id, «horizontal-scroll», or the console/network kind. */
  rule: string;
  impact: string;
  targets: string[];
  html: string;
  summary: string;
}

type Where = Pick<Finding, 'view' | 'role' | 'width'>;

/** Waits until the screen has settled: no request in flight, nothing `aria-busy`, transitions over, a frame painted. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
  await page
    .waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0, undefined, {
      timeout: 10_000,
    })
    .catch(() => undefined);
  // A popover or a modal fading in blends its text into the page: axe would measure a contrast nobody reads. Wait
  // for running transitions and finite animations (spinners run for ever) to end, two seconds at most.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((done) => setTimeout(done, 2000)),
    ]),
  );
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** A 1×1 PNG: map tiles answer with it, as no tile server is reachable from the tests. */
const EMPTY_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Map tiles load (an empty image) instead of failing: a failed tile would be a network finding of the test's making. */
export async function mockTiles(page: Page): Promise<void> {
  await page
    .context()
    .route(/tile\.openstreetmap\.org/, (route) =>
      route.fulfill({ status: 200, contentType: 'image/png', body: EMPTY_TILE }),
    );
}

/** Runs axe once on the page as it is now. */
export async function axeFindings(page: Page, where: Where): Promise<Finding[]> {
  const results = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes
      .map((node) => ({ node, target: node.target.map(String).join(' > ') }))
      .filter(({ target }) => !ALLOWED.some((a) => a.rule === violation.id && a.selector === target))
      .map(({ node, target }) => ({
        ...where,
        check: 'axe' as const,
        rule: violation.id,
        impact: node.impact ?? violation.impact ?? 'unknown',
        targets: [target],
        html: node.html.slice(0, 240),
        summary: (node.failureSummary ?? violation.help).replace(/\s+/g, ' ').slice(0, 300),
      })),
  );
}

/**
 * No horizontal scrolling (WCAG 1.4.10): the document is no wider than the viewport. On failure, names the elements
 * where the overflow starts.
 */
export async function reflowFindings(page: Page, where: Where): Promise<Finding[]> {
  const overflow = await page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return null;
    const limit = root.clientWidth + 1;
    const describe = (element: Element): string => {
      const test = element.getAttribute('data-testid');
      const classes = [...element.classList].slice(0, 2).join('.');
      return `${element.tagName.toLowerCase()}${test ? `[data-testid="${test}"]` : ''}${classes ? `.${classes}` : ''}`;
    };
    // An element sticking out inside a clipping box (a map, a scroller) does not widen the document.
    const clipped = (element: Element): boolean => {
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      }
      return false;
    };
    const outside = new Set(
      [...document.body.querySelectorAll('*')].filter(
        (element) => element.getBoundingClientRect().right > limit && !clipped(element),
      ),
    );
    // Where the overflow starts: the outermost boxes that stick out (their parent fits), widest first; failing those,
    // the innermost boxes whose own content (a long word, a nowrap line) is wider than they are.
    const textWider = [...document.body.querySelectorAll('*')].filter(
      (element) =>
        element.scrollWidth > element.clientWidth + 1 &&
        element.clientWidth > 0 &&
        getComputedStyle(element).overflowX === 'visible' &&
        !clipped(element),
    );
    const innermost = textWider.filter(
      (element) => !textWider.some((other) => other.parentElement === element),
    );
    const boxes = [...outside].filter(
      (element) => !element.parentElement || !outside.has(element.parentElement),
    );
    const culprits = (boxes.length > 0 ? boxes : innermost)
      .sort((a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right)
      .slice(0, 3)
      .map((element) => ({
        path: [element.parentElement, element].map((e) => (e ? describe(e) : '')).join(' > '),
        right: Math.round(
          Math.max(
            element.getBoundingClientRect().right,
            element.getBoundingClientRect().left + element.scrollWidth,
          ),
        ),
        html: element.outerHTML.slice(0, 160),
      }));
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, culprits };
  });
  if (!overflow) return [];
  return [
    {
      ...where,
      check: 'reflow',
      rule: 'horizontal-scroll',
      impact: 'serious',
      targets: overflow.culprits.map((c) => `${c.path} (right edge ${c.right}px)`),
      html: overflow.culprits[0]?.html ?? '',
      summary: `document is ${overflow.scrollWidth}px wide in a ${overflow.clientWidth}px viewport`,
    },
  ];
}

/** Collects console errors and warnings, page errors, failed requests and 4xx/5xx answers of a page. */
export class ConsoleWatch {
  private messages: { rule: string; text: string }[] = [];
  private requests = new WeakSet<Request>();

  constructor(page: Page) {
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') {
        const at = message.location().url;
        this.add(`console-${message.type()}`, `${message.text()}${at ? ` (${at})` : ''}`);
      }
    });
    page.on('pageerror', (error) => this.add('page-error', error.message));
    page.on('request', (request) => this.requests.add(request));
    page.on('requestfailed', (request) => {
      // A request of the previous page view, or one the page cancelled itself (a map drops the tiles of a zoom it
      // left), is no failure anyone sees.
      const reason = request.failure()?.errorText ?? '';
      if (!this.requests.has(request) || reason === 'net::ERR_ABORTED') return;
      this.add('request-failed', `${request.method()} ${request.url()}: ${reason}`);
    });
    page.on('response', (response) => {
      const status = response.status();
      if (status >= 400) {
        this.add('http-error', `${response.request().method()} ${response.url()} → ${status}`);
      }
    });
  }

  private add(rule: string, text: string): void {
    this.messages.push({ rule, text: text.slice(0, 300) });
  }

  /** Starts a new page view: what came before is forgotten. */
  reset(): void {
    this.messages = [];
    this.requests = new WeakSet();
  }

  /** The page view's messages as findings. */
  findings(where: Where): Finding[] {
    return this.messages.map(({ rule, text }) => ({
      ...where,
      check: 'console' as const,
      rule,
      impact: 'serious',
      targets: [],
      html: '',
      summary: text,
    }));
  }
}

/** Findings grouped by check and rule, then by element, each with the views it failed in. */
export function formatFindings(findings: Finding[]): string {
  const groups = new Map<string, Map<string, { sample: Finding; where: string[] }>>();
  for (const finding of findings) {
    const group = `${finding.check} · ${finding.rule} (${finding.impact})`;
    const byElement = groups.get(group) ?? new Map<string, { sample: Finding; where: string[] }>();
    groups.set(group, byElement);
    const element = finding.check === 'console' ? finding.summary : finding.targets.join(' | ');
    const entry = byElement.get(element) ?? { sample: finding, where: [] };
    byElement.set(element, entry);
    entry.where.push(`${finding.view} [${finding.role} @ ${finding.width}]`);
  }
  const lines = [`${findings.length} accessibility findings in ${groups.size} groups`];
  for (const [group, byElement] of groups) {
    lines.push('', `■ ${group}`);
    for (const [element, { sample, where }] of byElement) {
      lines.push(`  ● ${element}`);
      if (sample.html) lines.push(`    html: ${sample.html.replace(/\s+/g, ' ')}`);
      if (sample.check !== 'console') lines.push(`    why: ${sample.summary}`);
      lines.push(`    in ${where.length}: ${where.slice(0, 8).join('; ')}${where.length > 8 ? '; …' : ''}`);
    }
  }
  return lines.join('\n');
}

/** Fails with the grouped findings; with A11Y_REPORT=<file> also saves them as JSON for a report. */
export function expectNoFindings(findings: Finding[], label: string): void {
  const file = process.env.A11Y_REPORT;
  if (file) writeFileSync(`${file}.${label}.json`, JSON.stringify(findings, null, 1));
  if (findings.length > 0) throw new Error(`${label}: ${formatFindings(findings)}`);
}
