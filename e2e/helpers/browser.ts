import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const SCREENSHOT_DIR = resolve(import.meta.dirname, '..', 'screenshots');

const EXECUTABLE_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/** `fakeMedia`: a fake microphone that needs no permission prompt (voice messages). */
export function launchBrowser(options: { fakeMedia?: boolean } = {}): Promise<Browser> {
  const media = options.fakeMedia
    ? [
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        '--autoplay-policy=no-user-gesture-required',
      ]
    : [];
  return chromium.launch({ executablePath: EXECUTABLE_PATH, args: [...ARGS, ...media] });
}

/**
 * A Chromium with a profile on disk (`userDataDir`): what installing needs — a browser.newContext() is off the record
 * like an incognito window, where Chrome installs nothing (installability error «in-incognito»).
 */
export function launchWithProfile(
  userDataDir: string,
  viewport: { width: number; height: number },
): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: EXECUTABLE_PATH,
    args: ARGS,
    viewport,
    locale: 'ru-RU',
  });
}

export const PHONE = { width: 360, height: 740 } as const;
export const DESKTOP = { width: 1280, height: 860 } as const;

/** Saves a full-page screenshot under e2e/screenshots/<name>.png (looked at by the developer). */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}
