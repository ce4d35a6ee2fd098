import { PRODUCT_NAME } from '@fura/domain/constants';
import { jsonForScript } from '@fura/domain/script-json';
import { structuredData, type StructuredDataFacts } from '@fura/domain/structured-data';
import { escapeMarkup } from './escape';

/** What one page's <head> says about it (issue 13). */
export interface HeadMeta {
  /** The full title, «Фура | …». */
  title: string;
  description: string;
  /** Indexable pages: the canonical path, Open Graph and the description. Null: `noindex`, nothing else. */
  canonicalPath: string | null;
  ogType: 'website' | 'article';
  /** What the page is in schema.org terms (issue 28): rendered as JSON-LD on indexable pages. */
  structuredData?: StructuredDataFacts;
  /**
   * The route is known but what it names is not (an unknown lane, issue 28): the page should answer 404. Such a page
   * is also `noindex` (canonicalPath null).
   */
  notFound?: boolean;
}

/** The tags of the page, every value escaped. */
export function renderHead(meta: HeadMeta, publicUrl: string): string {
  const title = escapeMarkup(meta.title);
  const description = escapeMarkup(meta.description);
  const tags = [`<title>${title}</title>`, `<meta name="description" content="${description}" />`];
  if (meta.canonicalPath === null) {
    tags.push('<meta name="robots" content="noindex" />');
    return tags.join('\n    ');
  }
  const url = escapeMarkup(`${publicUrl}${meta.canonicalPath}`);
  tags.push(
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:type" content="${meta.ogType}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:site_name" content="${escapeMarkup(PRODUCT_NAME)}" />`,
    '<meta property="og:locale" content="ru_RU" />',
  );
  if (meta.structuredData) {
    const json = jsonForScript(structuredData(publicUrl, meta.structuredData));
    tags.push(`<script type="application/ld+json">${json}</script>`);
  }
  return tags.join('\n    ');
}

/** The meta the web reads at start (its name is repeated in packages/web/src/shared/session/page-session-hint.ts). */
export const SESSION_HINT_META = 'fura-session';

/**
 * Whether the request carried the session cookie (present, not checked: a guest has none). The HttpOnly cookie is
 * invisible to scripts, so the web learns from this that a guest need not ask GET /api/user (issue 16).
 */
export function sessionHintTag(hasSessionCookie: boolean): string {
  return `<meta name="${SESSION_HINT_META}" content="${hasSessionCookie ? '1' : '0'}" />`;
}

export interface HeadTemplate {
  before: string;
  after: string;
}

/**
 * index.html split once at start-up around where the page's tags go: its own <title> and description are taken out
 * (each page brings its own), the tags are put right before </head>. Null when the file has no </head>.
 */
export function headTemplate(indexHtml: string): HeadTemplate | null {
  const stripped = indexHtml
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name=["']description["'][^>]*>\s*/i, '');
  return splitAtHeadEnd(stripped);
}

/** index.html split before </head>, its own title and description kept: the not-found page. */
export function untouchedHeadTemplate(indexHtml: string): HeadTemplate | null {
  return splitAtHeadEnd(indexHtml);
}

function splitAtHeadEnd(html: string): HeadTemplate | null {
  const at = html.search(/<\/head>/i);
  if (at === -1) return null;
  return { before: html.slice(0, at), after: html.slice(at) };
}

export function fillTemplate(template: HeadTemplate, head: string): string {
  return `${template.before}  ${head}\n  ${template.after}`;
}
