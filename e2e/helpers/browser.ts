import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

export const SCREENSHOT_DIR = resolve(import.meta.dirname, '..', 'screenshots');

/** `fakeMedia`: a fake microphone that needs no permission prompt (voice messages). */
export function launchBrowser(options: { fakeMedia?: boolean } = {}): Promise<Browser> {
  const media = options.fakeMedia
    ? [
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        '--autoplay-policy=no-user-gesture-required',
      ]
    : [];
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
      ...media,
    ],
  });
}

export const PHONE = { width: 360, height: 740 } as const;
export const DESKTOP = { width: 1280, height: 860 } as const;

/** Saves a full-page screenshot under e2e/screenshots/<name>.png (looked at by the developer). */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}
