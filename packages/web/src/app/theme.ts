import { ActionIcon, Button, createTheme, type MantineColorsTuple } from '@mantine/core';

/** The one brand colour: deep blue. */
const brand: MantineColorsTuple = [
  '#eaf1fb',
  '#d3e0f4',
  '#a5bfe8',
  '#749cdc',
  '#4b7ed2',
  '#326bcc',
  '#2361c9',
  '#1650b2',
  '#0d47a0',
  '#003c8e',
];

/** System fonts that all carry Cyrillic. */
const FONT_STACK =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', 'Noto Sans', 'Liberation Sans', Arial, sans-serif";

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 8,
  colors: { brand },
  fontFamily: FONT_STACK,
  headings: { fontFamily: FONT_STACK, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    // Big touch targets: people use the exchange from a phone in a cab.
    Button: Button.extend({ defaultProps: { size: 'md' } }),
    ActionIcon: ActionIcon.extend({ defaultProps: { size: 44, variant: 'subtle' } }),
  },
});
