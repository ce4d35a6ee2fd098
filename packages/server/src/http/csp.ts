import type { Config } from '../config';

/**
 * The Content-Security-Policy directives. Scripts, styles, images and connections come from our own origin; sockets
 * connect to our own origin ('self' covers ws/wss of the page's host in CSP 3) and to PUBLIC_URL's, never to any host.
 * Two configured third parties are added by origin only: the map tile server (images) and the support chat widget
 * (its script, its connections and its frame).
 */
export function cspDirectives(
  config: Pick<Config, 'publicUrl' | 'map' | 'supportWidgetSrc'>,
): Record<string, string[] | null> {
  const tiles = originOf(config.map.tileUrl);
  const widget = config.supportWidgetSrc ? originOf(config.supportWidgetSrc) : null;
  const widgetOrigins = widget ? [widget, widget.replace(/^http/, 'ws')] : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...(widget ? [widget] : [])],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...(tiles ? [tiles] : []), ...(widget ? [widget] : [])],
    connectSrc: ["'self'", ...publicOrigins(config.publicUrl), ...widgetOrigins],
    mediaSrc: ["'self'", 'blob:'],
    fontSrc: ["'self'", 'data:'],
    frameSrc: widget ? [widget] : ["'none'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: null,
  };
}

/** The origin of a configured URL; a tile template's `{s}` subdomain becomes a wildcard. Null when not a URL. */
function originOf(url: string): string | null {
  try {
    const parsed = new URL(url.replace('{s}.', 'sub.'));
    const origin = parsed.origin;
    return url.includes('{s}.') ? origin.replace('//sub.', '//*.') : origin;
  } catch {
    return null;
  }
}

/** PUBLIC_URL's origin for HTTP and for WebSocket (the site may be served behind a proxy under that name). */
function publicOrigins(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  const socketScheme = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return [url.origin, `${socketScheme}//${url.host}`];
}
