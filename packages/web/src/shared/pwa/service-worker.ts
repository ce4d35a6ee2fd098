/**
 * When the service worker registers (issue 27): after the page has loaded and the browser is idle, through a dynamic
 * import, so that neither the registration nor workbox-window is in the first load's JavaScript (the 160 KB budget of
 * `/`). Only a production build registers one: Vite's dev server has no /sw.js.
 */

let registration: Promise<ServiceWorkerRegistration | null> | null = null;

/** Registers the worker (once) and answers its registration; null where there is none (no support, dev build). */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return Promise.resolve(null);
  registration ??= import('./register-sw').then(
    (module) => module.registerWorker(),
    () => null,
  );
  return registration;
}

/** From the entry: registers once the page is loaded and the main thread has a moment. */
export function registerServiceWorkerWhenIdle(): void {
  const whenIdle = () => {
    const register = () => void registerServiceWorker();
    if ('requestIdleCallback' in window) window.requestIdleCallback(register, { timeout: 5000 });
    else setTimeout(register, 1000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
