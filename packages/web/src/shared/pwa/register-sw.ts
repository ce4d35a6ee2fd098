import { Workbox } from 'workbox-window';
import { offerUpdate } from './sw-update';

/** A tab open all day still learns of a release: the browser itself checks only on navigations. */
const UPDATE_CHECK_MS = 60 * 60_000;

/**
 * Registers /sw.js with workbox-window (registerType «prompt», issue 27). A new release's worker waits until the user
 * agrees: its `waiting` offers the update banner, whose «Обновить» tells it to skip waiting and reloads this tab once it
 * controls the page. Other tabs keep their page; their banner's «Обновить» only reloads (the worker is active by then).
 */
export async function registerWorker(): Promise<ServiceWorkerRegistration | null> {
  const workbox = new Workbox('/sw.js', { scope: '/' });
  // Filled by register() below; read on a click, long after.
  const registered: { registration?: ServiceWorkerRegistration } = {};
  workbox.addEventListener('waiting', () => {
    offerUpdate({
      apply: () => {
        if (!registered.registration?.waiting) {
          window.location.reload();
          return;
        }
        workbox.addEventListener('controlling', () => window.location.reload());
        workbox.messageSkipWaiting();
      },
    });
  });
  registered.registration = await workbox.register();
  if (registered.registration) setInterval(() => void workbox.update(), UPDATE_CHECK_MS);
  return registered.registration ?? null;
}
