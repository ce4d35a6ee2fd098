import { escapeHtml } from './escape-html';
import type { MailMessage } from './mailer';
import { TEXT_LINK_LABELS } from './templates/notification';

/** A site path (one leading slash, not a protocol-relative `//host`). */
const PATH = String.raw`\/(?!\/)`;
/** `href="/path"` in our markup; user text is escaped, so it cannot contain `href="`. */
const HTML_LINK = new RegExp(String.raw`\bhref="(?=${PATH})`, 'g');
/**
 * A text line `Label: /path` with one of the template's own labels: a line of user text (kept on one line by the
 * template) that happens to end in `: /path` is not a link line.
 */
const LABELS = Object.values(TEXT_LINK_LABELS).join('|');
const TEXT_LINK = new RegExp(String.raw`^((?:${LABELS}): )(?=${PATH}\S*$)`, 'gm');
/** `</path>` in a header such as List-Unsubscribe. */
const HEADER_LINK = new RegExp(String.raw`<(?=${PATH})`, 'g');

/**
 * Makes the site paths of a mail absolute on `base` (PUBLIC_URL). Absolute links stay as they are, so running it
 * again on a stored mail changes nothing.
 */
export function withAbsoluteLinks(message: MailMessage, base: string): MailMessage {
  const headers = message.headers
    ? Object.fromEntries(
        Object.entries(message.headers).map(([name, value]) => [
          name,
          value.replace(HEADER_LINK, () => `<${base}`),
        ]),
      )
    : undefined;
  return {
    to: message.to,
    subject: message.subject,
    text: message.text.replace(TEXT_LINK, (_line, label: string) => `${label}${base}`),
    html: message.html.replace(HTML_LINK, () => `href="${escapeHtml(base)}`),
    ...(headers ? { headers } : {}),
  };
}
