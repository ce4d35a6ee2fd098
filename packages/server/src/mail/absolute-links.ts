import { escapeHtml } from './escape-html';
import type { MailMessage } from './mailer';

/** A site path (one leading slash, not a protocol-relative `//host`). */
const PATH = String.raw`\/(?!\/)`;
/** `href="/path"` in our markup; user text is escaped, so it cannot contain `href="`. */
const HTML_LINK = new RegExp(String.raw`\bhref="(?=${PATH})`, 'g');
/** A text line `Label: /path` (a notification text is kept on one line, so it has no link line of its own). */
const TEXT_LINK = new RegExp(String.raw`^(.*: )(?=${PATH}\S*$)`, 'gm');
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
