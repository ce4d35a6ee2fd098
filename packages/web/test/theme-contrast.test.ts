import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { theme } from '../src/app/theme';
import {
  DIMMED_TEXT,
  contrastRatio,
  contrastVariablesResolver,
  darkenToContrast,
} from '../src/app/theme-contrast';

const AA = 4.5;
const appTheme = mergeMantineTheme(DEFAULT_THEME, theme);
const { light } = contrastVariablesResolver(appTheme);
const { white, colors } = appTheme;
const gray = colors.gray;

/** The value the app ends up with for a palette variable: the resolver's, else Mantine's default shade. */
function resolved(name: string, kind: 'text' | 'light-color' | 'filled', fallback: string): string {
  return light[`--mantine-color-${name}-${kind}`] ?? fallback;
}

describe('theme contrast (WCAG AA 4.5:1)', () => {
  it('makes the dimmed and placeholder text readable on white and the grey backgrounds', () => {
    expect(light['--mantine-color-dimmed']).toBe(DIMMED_TEXT);
    expect(light['--mantine-color-placeholder']).toBe(DIMMED_TEXT);
    for (const background of [white, gray[0], gray[1], gray[2]]) {
      expect(contrastRatio(DIMMED_TEXT, background)).toBeGreaterThanOrEqual(AA);
    }
    expect(contrastRatio(gray[6], gray[0])).toBeLessThan(AA); // what Mantine had
  });

  it('keeps every palette colour readable as text, as light-variant text on its tint, and under white text', () => {
    for (const [name, shades] of Object.entries(colors)) {
      const text = resolved(name, 'text', shades[8]);
      const lightColor = resolved(name, 'light-color', shades[9]);
      for (const background of [white, gray[0]]) {
        expect(contrastRatio(text, background), `${name} text`).toBeGreaterThanOrEqual(AA);
      }
      expect(contrastRatio(lightColor, shades[1]), `${name} light`).toBeGreaterThanOrEqual(AA);
      const filled = resolved(name, 'filled', shades[8]);
      const onFilled = contrastRatio(white, filled) >= AA || contrastRatio('#000000', filled) >= AA;
      expect(onFilled, `${name} filled`).toBe(true);
    }
  });

  it('fixes the error colour of form messages', () => {
    const error = light['--mantine-color-error'] ?? '';
    expect(contrastRatio(error, white)).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(colors.red[6], white)).toBeLessThan(AA); // Mantine's default
  });

  it('darkens a colour only as far as needed', () => {
    expect(darkenToContrast('#000000', [white])).toBe('#000000');
    const darker = darkenToContrast('#868e96', [white]);
    expect(contrastRatio(darker, white)).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(darker, white)).toBeLessThan(5.5);
  });
});
