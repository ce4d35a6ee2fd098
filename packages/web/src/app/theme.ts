import { ActionIcon, Anchor, Button, createTheme, type MantineColorsTuple } from '@mantine/core';

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

const DIALOG_HEADER_ATTRIBUTES = { header: { role: 'none' } };

/** Every modal's and drawer's close cross has a Russian name (a screen may give a more precise one). */
const CLOSE_BUTTON = { 'aria-label': 'Закрыть' };

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 8,
  colors: { brand },
  fontFamily: FONT_STACK,
  headings: { fontFamily: FONT_STACK, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // Keyboard focus always shows a ring (:focus-visible, WCAG 2.4.7); a mouse click does not draw one.
  focusRing: 'auto',
  respectReducedMotion: true,
  // Black text on a filled colour too light for white (yellow, lime); see theme-contrast.ts for the rest.
  autoContrast: true,
  components: {
    // A link must not be told from the text around it by colour alone (WCAG 1.4.1).
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
    // Big touch targets: people use the exchange from a phone in a cab.
    Button: Button.extend({ defaultProps: { size: 'md' } }),
    ActionIcon: ActionIcon.extend({ defaultProps: { size: 44, variant: 'subtle' } }),
    // A dialog's title row is a <header>: inside a role="dialog" it would still count as a second banner of the page.
    // Plain objects rather than Modal.extend, so that the theme does not pull the modal code into the first load.
    Modal: { defaultProps: { attributes: DIALOG_HEADER_ATTRIBUTES, closeButtonProps: CLOSE_BUTTON } },
    Drawer: { defaultProps: { attributes: DIALOG_HEADER_ATTRIBUTES, closeButtonProps: CLOSE_BUTTON } },
    // Mantine's placeholder that takes the first focus is a role="presentation" child of role="menu", which ARIA
    // forbids; without it the first item takes focus, as the menu pattern wants.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // A closed panel's text stays in the page, hidden by CSS: a page rendered on the server (issue 28) carries every
    // FAQ answer for search engines (React's Activity, Mantine's default, leaves hidden content out of server HTML).
    Accordion: { defaultProps: { keepMountedMode: 'display-none' } },
  },
});
