/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { describeDevice } from '../shared/pwa/device-name';
import { handlesNavigation, OFFLINE_PAGE } from './navigation';
import { openFromNotification, renewSubscription, showPush, type SubscriptionChange } from './push-handlers';

/**
 * The service worker (issue 27), built by vite-plugin-pwa's injectManifest into dist/sw.js. It precaches the shell
 * (what the first load of `/` runs, the offline page, the icons, the manifest: scripts/shell-precache.ts picks them),
 * answers navigations from the network with the offline page as the fallback, leaves the API alone, shows pushes and
 * opens their pages. A new release waits for the user's «Обновить» (SKIP_WAITING from workbox-window).
 */

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// No navigation preload: a navigation the worker leaves alone (/api/, /files/) would then reach the server twice.

const network = new NetworkOnly();
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && handlesNavigation(url.pathname + url.search),
  async (options) => {
    try {
      return await network.handle(options);
    } catch {
      return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
    }
  },
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
// The first install controls the open tabs at once; later releases take over only after «Обновить».
clientsClaim();

self.addEventListener('push', (event) => {
  event.waitUntil(showPush(self.registration, event.data));
});

self.addEventListener('notificationclick', (event) => {
  event.waitUntil(openFromNotification(self.clients, event.notification, self.location.origin));
});

self.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil(
    renewSubscription(
      {
        fetch: (path, init) => fetch(path, init),
        subscribe: (key) =>
          self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }),
        deviceName: describeDevice(self.navigator.userAgent).name,
      },
      event satisfies SubscriptionChange,
    ).catch(() => undefined),
  );
});
