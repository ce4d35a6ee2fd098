import { cpus, totalmem } from 'node:os';
import { basename } from 'node:path';
import { launchChromium } from './chromium';
import { startLighthouse } from './lighthouse-run';
import { measurePage } from './measure-page';
import { readOptions, USAGE, type WebBenchOptions } from './options';
import { printReport, type Measured } from './report';
import { buildApp, startBenchApp } from './server';
import { CPU_SLOWDOWN, SLOW_4G } from './throttling';

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(0)} s`;

/** Builds (unless told not to), starts and measures one checkout; Lighthouse's failures are reported, not thrown. */
async function measureCheckout(appDir: string, options: WebBenchOptions): Promise<Measured> {
  console.log(`\n--- ${appDir}`);
  if (options.build) buildApp(appDir);
  const app = await startBenchApp(appDir);
  const measured: Measured = { label: basename(appDir), pages: {}, lighthouse: {} };
  try {
    const browser = await launchChromium(options.chromiumPath);
    try {
      for (const key of options.pages) {
        const started = performance.now();
        try {
          measured.pages[key] = await measurePage(browser, app.origin, app.paths[key], options.runs);
          console.log(`${app.paths[key]}: ${options.runs} × 2 loads in ${seconds(started)}`);
        } catch (error) {
          // A checkout compared with this one may not have the page (an older commit: no lane pages before
          // issue 28); its column shows «—» for it, the others are measured.
          if (!options.compareDir) throw error;
          console.log(
            `${app.paths[key]}: not measured (${error instanceof Error ? error.message : String(error)})`,
          );
        }
      }
    } finally {
      await browser.close();
    }
    if (options.lighthouse) await runLighthouse(measured, app.origin, app.paths, options);
  } catch (error) {
    const death = app.death();
    throw death ? new Error(`${appDir}: ${death}`, { cause: error }) : error;
  } finally {
    await app.stop();
  }
  return measured;
}

async function runLighthouse(
  measured: Measured,
  origin: string,
  paths: Record<string, string>,
  options: WebBenchOptions,
): Promise<void> {
  let runner;
  try {
    runner = await startLighthouse(options.chromiumPath);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    for (const key of options.pages)
      measured.lighthouse[key] = { error: `Chromium did not start: ${reason}` };
    return;
  }
  try {
    for (const key of options.pages) {
      const started = performance.now();
      if (!measured.pages[key]) continue;
      measured.lighthouse[key] = await runner.audit(`${origin}${paths[key]}`);
      console.log(`Lighthouse ${paths[key]} in ${seconds(started)}`);
    }
  } finally {
    await runner.close();
  }
}

async function chromiumVersion(path: string): Promise<string> {
  const browser = await launchChromium(path);
  try {
    return browser.version();
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  if (process.argv.includes('--help')) {
    console.log(USAGE);
    return;
  }
  const options = readOptions();
  const started = performance.now();
  const checkouts = options.compareDir ? [options.compareDir, options.appDir] : [options.appDir];
  const measured: Measured[] = [];
  for (const dir of checkouts) {
    const result = await measureCheckout(dir, options);
    measured.push(result);
    // Each checkout's figures as soon as they exist: a failure of the next one does not lose them.
    if (checkouts.length > 1) printReport([result], options.pages);
  }
  if (new Set(measured.map((item) => item.label)).size < measured.length) {
    measured.forEach((item, index) => (item.label = checkouts[index]!));
  }
  console.log(
    `\n${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; ${options.runs} first visit(s) per page and ` +
      `profile, medians; ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ` +
      `${Math.round(totalmem() / 2 ** 30)} GB RAM, Chromium ${await chromiumVersion(options.chromiumPath)}, ` +
      `Node ${process.version}`,
  );
  console.log(
    `Slow 4G = Chrome DevTools' preset over CDP: ${SLOW_4G.latency} ms latency, ` +
      `${SLOW_4G.downloadThroughput} B/s down, ${SLOW_4G.uploadThroughput} B/s up, CPU ${CPU_SLOWDOWN}× slower; ` +
      'phone screen 412×823 @1.75; kB = 1000 bytes of compressed body.',
  );
  printReport(measured, options.pages);
  console.log(`\nbench:web took ${seconds(started)}`);
}

await main();
