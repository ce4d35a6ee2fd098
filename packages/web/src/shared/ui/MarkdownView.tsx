import { Anchor, Typography } from '@mantine/core';
import type { ComponentProps } from 'react';
import ReactMarkdown, { defaultUrlTransform } from 'react-markdown';
import { Link } from 'react-router';
import { isInternalLink } from '@fura/domain/settings';

/**
 * Markdown from the database (CMS pages, FAQ answers), rendered safely: raw HTML is never rendered (react-markdown
 * without rehype-raw drops it), unsafe URLs (`javascript:`, `data:` …) are emptied by the default URL transform,
 * internal links go through the router and external ones open in a new tab without the opener.
 */
export function MarkdownView({ source }: { source: string }) {
  return (
    <Typography>
      <ReactMarkdown
        skipHtml
        urlTransform={defaultUrlTransform}
        components={{ a: MarkdownLink, img: MarkdownImage }}
      >
        {source}
      </ReactMarkdown>
    </Typography>
  );
}

function MarkdownLink({ href, children }: ComponentProps<'a'>) {
  if (!href) return <span>{children}</span>;
  if (isInternalLink(href)) {
    return (
      <Anchor component={Link} to={href}>
        {children}
      </Anchor>
    );
  }
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer nofollow">
      {children}
    </Anchor>
  );
}

/** Images load lazily and never shift the text much: a bounded width, the alt text kept. */
function MarkdownImage({ src, alt }: ComponentProps<'img'>) {
  if (!src || typeof src !== 'string') return null;
  return <img src={src} alt={alt ?? ''} loading="lazy" style={{ maxWidth: '100%', height: 'auto' }} />;
}
