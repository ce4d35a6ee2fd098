import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** What has the keyboard focus, as a person with a screen reader and a sighted keyboard user would tell it. */
export interface Focused {
  tag: string;
  role: string;
  /** The accessible name, roughly: aria-label, aria-labelledby, the label, the text, the placeholder. */
  name: string;
  testId: string | null;
  /** data-article-id of the listing card the element is in, if any. */
  articleId: string | null;
  /** Why the focus is (in)visible: the outline or box-shadow seen on the element (or on the label of a hidden input). */
  indicator: string;
  visible: boolean;
}

/** A role and a name (a substring or a pattern) the focused element must have. */
export interface FocusTarget {
  role: string;
  name: string | RegExp;
  articleId?: string;
}

export function describeFocused(focused: Focused): string {
  const extra = [
    focused.testId && `testid=${focused.testId}`,
    focused.articleId && `article=${focused.articleId}`,
  ]
    .filter(Boolean)
    .join(' ');
  return `${focused.role || focused.tag} «${focused.name}»${extra ? ` (${extra})` : ''}`;
}

export function matches(focused: Focused, target: FocusTarget): boolean {
  if (focused.role !== target.role) return false;
  if (target.articleId !== undefined && focused.articleId !== target.articleId) return false;
  return typeof target.name === 'string'
    ? focused.name.includes(target.name)
    : target.name.test(focused.name);
}

function describeTarget(target: FocusTarget): string {
  return `${target.role} «${String(target.name)}»${target.articleId ? ` of article ${target.articleId}` : ''}`;
}

/** Reads document.activeElement: role, name and whether it shows a focus indicator. */
export function focusedElement(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) {
      return {
        tag: 'body',
        role: '',
        name: '',
        testId: null,
        articleId: null,
        indicator: 'nothing is focused',
        visible: false,
      };
    }
    const tag = element.tagName.toLowerCase();
    const type = element.getAttribute('type') ?? '';
    const implicitRoles: Record<string, string> = {
      a: element.hasAttribute('href') ? 'link' : '',
      button: 'button',
      textarea: 'textbox',
      select: 'combobox',
      main: 'main',
      input:
        type === 'checkbox'
          ? 'checkbox'
          : type === 'radio'
            ? 'radio'
            : type === 'password'
              ? 'password'
              : 'textbox',
    };
    const role = element.getAttribute('role') ?? implicitRoles[tag] ?? '';
    const labelledBy = (element.getAttribute('aria-labelledby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim();
    const labels = 'labels' in element ? (element as HTMLInputElement).labels : null;
    const name = (
      element.getAttribute('aria-label') ||
      labelledBy ||
      labels?.[0]?.textContent ||
      (tag === 'input' || tag === 'textarea' ? '' : element.textContent) ||
      element.getAttribute('placeholder') ||
      element.getAttribute('title') ||
      ''
    )
      .replace(/\s+/g, ' ')
      .trim();
    // A visually hidden input (a chip, a checkbox) shows its focus on its label.
    const box = element.getBoundingClientRect();
    const shown = box.width <= 2 || box.height <= 2 ? (labels?.[0] ?? element) : element;
    const style = getComputedStyle(shown);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none';
    return {
      tag,
      role,
      name,
      testId: element.closest('[data-testid]')?.getAttribute('data-testid') ?? null,
      articleId: element.closest('[data-article-id]')?.getAttribute('data-article-id') ?? null,
      indicator: `outline ${style.outlineStyle} ${style.outlineWidth}, box-shadow ${style.boxShadow}`,
      visible: outline || shadow,
    };
  });
}

/** Fails unless the focus is on `target` (within a second: a popover gives it back after closing) and visibly so. */
export async function expectFocus(page: Page, target: FocusTarget): Promise<Focused> {
  let focused = await focusedElement(page);
  for (let wait = 0; wait < 10 && !matches(focused, target); wait += 1) {
    await page.waitForTimeout(100);
    focused = await focusedElement(page);
  }
  expect(
    matches(focused, target),
    `focus on ${describeFocused(focused)}, expected ${describeTarget(target)}`,
  ).toBe(true);
  expect(focused.visible, `no visible focus on ${describeFocused(focused)}: ${focused.indicator}`).toBe(true);
  return focused;
}

const ARIA_ROLES: ReadonlySet<string> = new Set([
  'button',
  'checkbox',
  'combobox',
  'link',
  'spinbutton',
  'textbox',
]);

/**
 * A person waits for the screen to show before tabbing through it. After a link the URL changes at once, but the
 * previous screen stays until the next one's chunk and data have arrived (the router's transition), so Tab would walk
 * the old one. Waits (up to 20 s) for the target to be on the page; if it never comes, the Tab walk below fails and
 * lists what it met.
 */
async function waitForTarget(page: Page, target: FocusTarget): Promise<void> {
  const locator =
    target.role === 'password'
      ? page.locator('input[type="password"]')
      : ARIA_ROLES.has(target.role)
        ? page.getByRole(target.role as Parameters<Page['getByRole']>[0], { name: target.name })
        : null;
  await locator
    ?.first()
    .waitFor({ state: 'visible', timeout: 20_000 })
    .catch(() => undefined);
}

/**
 * Presses Tab (or Shift+Tab) until the focused element matches, at most `max` times; fails listing what was focused
 * on the way. Checks the focus is visible where it stops.
 */
export async function tabTo(
  page: Page,
  target: FocusTarget,
  max = 40,
  key: 'Tab' | 'Shift+Tab' = 'Tab',
): Promise<Focused> {
  await waitForTarget(page, target);
  const seen: string[] = [];
  for (let step = 0; step < max; step += 1) {
    await page.keyboard.press(key);
    const focused = await focusedElement(page);
    if (matches(focused, target)) return expectFocus(page, target);
    seen.push(describeFocused(focused));
  }
  throw new Error(
    `${describeTarget(target)} not reached in ${max} presses of ${key}; focused:\n  ${seen.join('\n  ')}`,
  );
}

/** Types into the focused field, as a person would, key by key. */
export async function type(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text, { delay: 20 });
}

/** The focused combobox's state: expanded, and the text of the option its aria-activedescendant points at. */
export function comboboxState(
  page: Page,
): Promise<{ expanded: string | null; active: string | null; value: string }> {
  return page.evaluate(() => {
    const input = document.activeElement as HTMLInputElement;
    const activeId = input.getAttribute('aria-activedescendant');
    return {
      expanded: input.getAttribute('aria-expanded'),
      active: activeId ? (document.getElementById(activeId)?.textContent ?? null) : null,
      value: input.value,
    };
  });
}

/**
 * In the focused address field: types `query`, waits for the app's suggestions, ArrowDown to the first one (which
 * must be `settlement`, named by aria-activedescendant) and Enter to take it.
 */
export async function chooseAddress(page: Page, query: string, settlement: string): Promise<void> {
  await type(page, query);
  await page.getByTestId('address-option').first().waitFor();
  expect((await comboboxState(page)).expanded).toBe('true');
  await page.keyboard.press('ArrowDown');
  expect((await comboboxState(page)).active ?? '').toContain(settlement);
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await comboboxState(page)).value).toContain(settlement);
  expect((await comboboxState(page)).expanded).toBe('false');
}
