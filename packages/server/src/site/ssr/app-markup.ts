import type { RenderedPage } from './page-renderer';

/** Where index.html keeps the boot shell, which a rendered page replaces (packages/web/index.html). */
const APP_SLOT = /\s*<!--app-->[\s\S]*<!--\/app-->\s*/;

/** Whether the page's HTML has the place for a rendered page. */
export function hasAppSlot(html: string): boolean {
  return APP_SLOT.test(html);
}

/**
 * The page with the rendered app in #root in place of the boot shell (nothing else between the tags: the browser
 * hydrates exactly that markup) and the data it was rendered with before </body>.
 */
export function withRenderedApp(html: string, page: RenderedPage): string {
  return html.replace(APP_SLOT, () => page.html).replace(/<\/body>/i, () => `${page.stateScript}\n  </body>`);
}
