import { lazy, Suspense } from 'react';
import { Typography } from '@mantine/core';

const MarkdownView = lazy(() =>
  import('./MarkdownView').then((module) => ({ default: module.MarkdownView })),
);

/**
 * Markdown from the database (CMS pages, FAQ answers): MarkdownView, with its parser (~35 KB) in a chunk of its own.
 * A page the server rendered shows the text from its HTML and hydrates it when the chunk arrives, after the rest of
 * the page (lazy hydration, issue 28); a page the browser renders shows the empty block for that moment.
 */
export function Markdown({ source }: { source: string }) {
  return (
    <Suspense fallback={<Typography aria-busy="true" mih="1.5em" />}>
      <MarkdownView source={source} />
    </Suspense>
  );
}
