import type { LighthouseScores } from './lighthouse-run';
import type { PageFigures } from './measure-page';
import type { PageKey } from './options';
import { GOALS } from './throttling';

/** One measured checkout: its label and, per page, the figures and Lighthouse's scores (or why there are none). */
export interface Measured {
  label: string;
  pages: Partial<Record<PageKey, PageFigures>>;
  lighthouse: Partial<Record<PageKey, LighthouseScores | { error: string }>>;
}

const PAGE_TITLES: Record<PageKey, string> = {
  main: 'main page',
  login: 'login',
  search: 'order search',
  order: 'an order (demo)',
  lane: 'a lane page (demo)',
};

/** kB of 1000 bytes, as Vite's build output counts. */
const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const ms = (value: number | null) => (value === null ? 'n/a' : Math.round(value).toLocaleString('en-US'));
const withMark = (text: string, ok: boolean) => `${text} ${ok ? '✓' : '✗'}`;

interface Row {
  figure: string;
  goal: string;
  cell: (page: PageFigures | undefined, scores: Scores) => string;
}

type Scores = LighthouseScores | { error: string } | undefined;

function lighthouseCell(format: (scores: LighthouseScores) => string) {
  return (_page: PageFigures | undefined, scores: Scores) => {
    if (!scores) return '—';
    return 'error' in scores ? 'failed' : format(scores);
  };
}

const scoreText = (value: number | null) => (value === null ? 'n/a' : String(value));

function rows(key: PageKey): Row[] {
  const onPage = (format: (page: PageFigures) => string) => (page: PageFigures | undefined) =>
    page ? format(page) : '—';
  const jsGoal = key === 'main' ? GOALS.mainJsKb * 1000 : null;
  return [
    {
      figure: 'JS as sent to Chromium, kB',
      goal: '',
      cell: onPage((page) => `${kb(page.bytes.js)} (${page.jsEncodings.join('/') || '—'})`),
    },
    {
      figure: 'JS in gzip, kB',
      goal: jsGoal ? `≤ ${GOALS.mainJsKb}` : '',
      cell: onPage((page) =>
        jsGoal ? withMark(kb(page.jsGzipBytes), page.jsGzipBytes <= jsGoal) : kb(page.jsGzipBytes),
      ),
    },
    { figure: 'CSS, kB', goal: '', cell: onPage((page) => kb(page.bytes.css)) },
    { figure: 'HTML, kB', goal: '', cell: onPage((page) => kb(page.bytes.html)) },
    { figure: 'other (API, fonts, images), kB', goal: '', cell: onPage((page) => kb(page.bytes.other)) },
    {
      figure: 'everything with headers, kB / requests',
      goal: '',
      cell: onPage((page) => `${kb(page.bytes.total)} / ${page.requests}`),
    },
    { figure: 'FCP unthrottled, ms', goal: '', cell: onPage((page) => ms(page.unthrottled.fcpMs)) },
    { figure: 'LCP unthrottled, ms', goal: '', cell: onPage((page) => ms(page.unthrottled.lcpMs)) },
    {
      figure: 'FCP Slow 4G + 4× CPU, ms',
      goal: `≤ ${GOALS.slowFcpMs.toLocaleString('en-US')}`,
      cell: onPage((page) => {
        const fcp = page.slow4g.fcpMs;
        return fcp === null ? 'n/a' : withMark(ms(fcp), fcp <= GOALS.slowFcpMs);
      }),
    },
    { figure: 'LCP Slow 4G + 4× CPU, ms', goal: '', cell: onPage((page) => ms(page.slow4g.lcpMs)) },
    {
      figure: 'CLS unthrottled / Slow 4G',
      goal: '≤ 0.1 (Web Vitals «good»)',
      cell: onPage((page) => `${page.unthrottled.cls.toFixed(3)} / ${page.slow4g.cls.toFixed(3)}`),
    },
    {
      figure: 'Lighthouse performance',
      goal: '≥ 90 (issue 28)',
      cell: lighthouseCell((s) => scoreText(s.performance)),
    },
    { figure: 'Lighthouse accessibility', goal: '', cell: lighthouseCell((s) => scoreText(s.accessibility)) },
    {
      figure: 'Lighthouse best practices',
      goal: '',
      cell: lighthouseCell((s) => scoreText(s.bestPractices)),
    },
    { figure: 'Lighthouse SEO', goal: '', cell: lighthouseCell((s) => scoreText(s.seo)) },
    {
      figure: 'Lighthouse audits not passed (a11y, best practices, SEO)',
      goal: '',
      cell: lighthouseCell((s) => (s.failing.length ? s.failing.join(', ') : 'none')),
    },
    {
      figure: 'Lighthouse FCP / LCP (simulated), ms',
      goal: '',
      cell: lighthouseCell((s) => `${ms(s.fcpMs)} / ${ms(s.lcpMs)}`),
    },
    {
      figure: 'Lighthouse TBT, ms / CLS',
      goal: '≤ 200 / ≤ 0.1 (issue 28)',
      cell: lighthouseCell((s) => `${ms(s.tbtMs)} / ${s.cls === null ? 'n/a' : s.cls.toFixed(3)}`),
    },
  ];
}

/** A Markdown table per page: each figure of every measured checkout side by side, and its goal. */
export function printReport(measured: readonly Measured[], keys: readonly PageKey[]): void {
  for (const key of keys) {
    const path = measured.map((item) => item.pages[key]?.path).find(Boolean) ?? '';
    console.log(`\n#### ${PAGE_TITLES[key]}: \`${path}\`\n`);
    console.log(`| figure | ${measured.map((item) => item.label).join(' | ')} | goal |`);
    console.log(`|---|${measured.map(() => '---:|').join('')}---|`);
    for (const row of rows(key)) {
      const cells = measured.map((item) => row.cell(item.pages[key], item.lighthouse[key]));
      if (cells.every((cell) => cell === '—')) continue;
      console.log(`| ${row.figure} | ${cells.join(' | ')} | ${row.goal || '—'} |`);
    }
  }
  for (const item of measured) {
    for (const [key, scores] of Object.entries(item.lighthouse)) {
      if (scores && 'error' in scores)
        console.log(`\nLighthouse failed on ${item.label} ${key}: ${scores.error}`);
    }
  }
}
