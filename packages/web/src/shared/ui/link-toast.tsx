import type { MouseEvent } from 'react';
import { Anchor, Text } from '@mantine/core';
import { hideToast, showToast } from './toast';

let sequence = 0;

export interface LinkToast {
  message: string;
  /** The link's text, e.g. «Открыть». */
  linkLabel: string;
  /** A path of this site. */
  to: string;
  /** The router's navigate of the component that shows it: the toasts live outside the router. */
  navigate: (to: string) => unknown;
  color?: string;
  title?: string;
  /**
   * ARIA role of the toast; Mantine's default is `alert`. A toast whose text the live region already speaks takes a
   * role that is not live, so that it is not said twice.
   */
  role?: string;
  testId?: string;
  /** Runs when the link is followed (either way). */
  onOpen?: () => void;
}

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A toast with a link in it (SPEC §8 toasts): the link is a real one (it opens in a new tab with a modified click) and
 * a plain click moves within the app, closing the toast.
 */
export function showLinkToast({
  message,
  linkLabel,
  to,
  navigate,
  color,
  title,
  role,
  testId,
  onOpen,
}: LinkToast): string {
  sequence += 1;
  const id = `link-toast-${sequence}`;
  showToast({
    id,
    color,
    title,
    role,
    autoClose: 8000,
    'data-testid': testId,
    message: (
      <>
        <Text span size="sm">
          {message}
        </Text>{' '}
        <Anchor
          href={to}
          size="sm"
          fw={600}
          onClick={(event) => {
            onOpen?.();
            if (!plainClick(event)) return;
            event.preventDefault();
            hideToast(id);
            void navigate(to);
          }}
        >
          {linkLabel}
        </Anchor>
      </>
    ),
  });
  return id;
}
