import type { MouseEvent } from 'react';
import classes from './SkipLink.module.css';

/** The id of every layout's <main>: the skip link's target. */
export const MAIN_CONTENT_ID = 'content';

function focusMainContent(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main) return;
  // Focus rather than the browser's jump to the hash: the router would see a navigation, and focus is what moves the
  // next Tab past the header.
  event.preventDefault();
  main.focus();
}

/** «Перейти к содержимому»: the first thing Tab reaches on every page, shown only while focused (WCAG 2.4.1). */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className={classes.skipLink}
      onClick={focusMainContent}
      data-testid="skip-link"
    >
      Перейти к содержимому
    </a>
  );
}
