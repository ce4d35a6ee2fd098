import {
  darken,
  isLightColor,
  luminance,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineTheme,
} from '@mantine/core';

/** WCAG 2.1 AA for normal text is 4.5:1; a little margin keeps rounding in the browser on the safe side. */
export const TEXT_CONTRAST = 4.6;

/**
 * Secondary text (`c="dimmed"`, descriptions, placeholders): Mantine's gray-6 #868e96 is 3.3:1 on white and 3.15:1
 * on the page background gray-0. This grey keeps the hierarchy under black text and passes 4.5:1 up to gray-2.
 */
export const DIMMED_TEXT = '#5f6871';

export function contrastRatio(foreground: string, background: string): number {
  const [first, second] = [luminance(foreground), luminance(background)];
  return (Math.max(first, second) + 0.05) / (Math.min(first, second) + 0.05);
}

/** The colour itself when it reads on every background, else the first darker step of it that does. */
export function darkenToContrast(
  color: string,
  backgrounds: readonly string[],
  ratio = TEXT_CONTRAST,
): string {
  for (let amount = 0; amount < 1; amount += 0.02) {
    const candidate = amount === 0 ? color : darken(color, amount);
    if (backgrounds.every((background) => contrastRatio(candidate, background) >= ratio)) return candidate;
  }
  return '#000000';
}

function primaryShadeOf(theme: MantineTheme, shades: MantineColorsTuple): string {
  const { primaryShade } = theme;
  return shades[typeof primaryShade === 'number' ? primaryShade : primaryShade.light];
}

/**
 * Light-scheme variables of one palette colour, set only where Mantine's defaults fall under 4.5:1: text and outline
 * (on white and the grey page), the light variant's text (on its own tint), and the filled background under white
 * text (a colour light enough for black text keeps its shade: `autoContrast` writes black on it).
 */
function paletteVariables(
  theme: MantineTheme,
  name: string,
  shades: MantineColorsTuple,
): Record<string, string> {
  const variables: Record<string, string> = {};
  const page = [theme.white, theme.colors.gray[0], theme.colors.gray[1]];
  const base = primaryShadeOf(theme, shades);
  const readable = darkenToContrast(base, page);
  if (readable !== base) {
    variables[`--mantine-color-${name}-text`] = readable;
    variables[`--mantine-color-${name}-outline`] = readable;
  }
  const lightColor = darkenToContrast(shades[9], [shades[0], shades[1], ...page]);
  if (lightColor !== shades[9]) variables[`--mantine-color-${name}-light-color`] = lightColor;
  if (!isLightColor(base, theme.luminanceThreshold)) {
    const filled = darkenToContrast(base, [theme.white]);
    if (filled !== base) {
      variables[`--mantine-color-${name}-filled`] = filled;
      variables[`--mantine-color-${name}-filled-hover`] = darken(filled, 0.1);
    }
  }
  return variables;
}

/**
 * Contrast fixed for the whole app in the theme (issue 16), not screen by screen. There is no dark scheme
 * (`defaultColorScheme="light"`, no switch), so only the light one is tuned.
 */
export const contrastVariablesResolver: CSSVariablesResolver = (theme) => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': DIMMED_TEXT,
    '--mantine-color-placeholder': DIMMED_TEXT,
    '--mantine-color-error': darkenToContrast(theme.colors.red[6], [theme.white, theme.colors.gray[0]]),
    '--mantine-color-success': darkenToContrast(theme.colors.teal[8], [theme.white, theme.colors.gray[0]]),
  };
  for (const [name, shades] of Object.entries(theme.colors)) {
    Object.assign(light, paletteVariables(theme, name, shades));
  }
  return { variables: {}, light, dark: {} };
};
