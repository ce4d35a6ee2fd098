import type { Page } from 'playwright-core';
import sharp from 'sharp';

const MONTHS = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
];

/** A date `days` from today as the calendar's aria-label («24 ноября 2026») and as YYYY-MM-DD. */
export function futureDate(days: number): { label: string; iso: string } {
  const date = new Date(Date.now() + days * 86_400_000);
  const iso = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  return { label: `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`, iso };
}

/** Opens a Mantine date picker by its test id and clicks the day, paging to the next month when needed. */
export async function pickDate(page: Page, testId: string, days: number): Promise<void> {
  const { label } = futureDate(days);
  const calendar = page.locator('table button[aria-label]').first();
  // A click that only closes another open dropdown does not open the calendar: try again.
  for (let attempt = 0; attempt < 3 && !(await calendar.isVisible()); attempt += 1) {
    await page.getByTestId(testId).click();
    await calendar.waitFor({ timeout: 2_000 }).catch(() => undefined);
  }
  const day = page.locator(`table button[aria-label="${label}"]:not([data-outside])`);
  if ((await day.count()) === 0) await page.locator('button[data-direction="next"]').first().click();
  await day.first().click();
}

/** Types into an AddressField and picks the suggestion that starts with `settlement`. */
export async function pickAddress(
  page: Page,
  testId: string,
  query: string,
  settlement: string,
): Promise<void> {
  const input = page.getByTestId(testId);
  await input.click();
  await input.fill(query);
  const option = page.getByTestId('address-option').filter({ hasText: settlement }).first();
  await option.waitFor();
  await option.click();
}

/** Picks an option of a Mantine Select by its visible text. */
export async function pickOption(page: Page, testId: string, text: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: text, exact: true }).click();
}

/** A small real JPEG photo (a coloured square) to upload. */
export async function photo(name: string, color: { r: number; g: number; b: number }) {
  const buffer = await sharp({ create: { width: 640, height: 480, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}
