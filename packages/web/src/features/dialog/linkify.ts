/** Plain message text split into text and http(s) links (the page renders both as text nodes, never as HTML). */

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const URL_PATTERN = /https?:\/\/[^\s<>"'«»]+/gi;
/** Punctuation that ends a sentence rather than the link: «see https://x.ru/a.» */
const TRAILING = /[.,;:!?…)\]}]+$/;

function safeHref(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Keeps a closing bracket that belongs to the link: https://ru.wikipedia.org/wiki/Фура_(значения) */
function trimTrailing(link: string): string {
  let trimmed = link.replace(TRAILING, '');
  const rest = link.slice(trimmed.length);
  for (const char of rest) {
    const open = char === ')' ? '(' : char === ']' ? '[' : char === '}' ? '{' : null;
    if (!open) break;
    const opens = trimmed.split(open).length - 1;
    const closes = trimmed.split(char).length - 1;
    if (opens <= closes) break;
    trimmed += char;
  }
  return trimmed;
}

export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    const raw = trimTrailing(match[0]);
    const href = safeHref(raw);
    if (!href) continue;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', text: raw, href });
    last = start + raw.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
