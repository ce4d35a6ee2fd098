/**
 * The Content-Security-Policy directives. Scripts, styles, images and connections come from our own origin; sockets
 * connect to our own origin ('self' covers ws/wss of the page's host in CSP 3) and to PUBLIC_URL's, never to any host.
 */
export function cspDirectives(publicUrl: string): Record<string, string[] | null> {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    connectSrc: ["'self'", ...publicOrigins(publicUrl)],
    mediaSrc: ["'self'", 'blob:'],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: null,
  };
}

/** PUBLIC_URL's origin for HTTP and for WebSocket (the site may be served behind a proxy under that name). */
function publicOrigins(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  const socketScheme = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return [url.origin, `${socketScheme}//${url.host}`];
}
