// The offline page's only script (a file of its own: the site's CSP allows no inline script). «Повторить» loads the
// address again; so does the network coming back, as the page promises — once the site answers: the `online` event
// can come before the connection works, and a reload then would only show this page again.
const retry = () => window.location.reload();
document.getElementById('retry')?.addEventListener('click', retry);

const PROBE_EVERY_MS = 2000;
const PROBES = 30;
let probing = false;

/** Asks the server for a small file the service worker does not keep; when it answers, the site is back. */
async function reloadWhenBack() {
  if (probing) return;
  probing = true;
  for (let attempt = 0; attempt < PROBES; attempt += 1) {
    try {
      const answer = await fetch('/robots.txt', { method: 'HEAD', cache: 'no-store' });
      if (answer.ok) {
        retry();
        return;
      }
    } catch {
      // still offline
    }
    await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
  }
  probing = false;
}

window.addEventListener('online', () => void reloadWhenBack());
// The browser thinks it is online, yet the page came from the worker: the site itself did not answer.
if (navigator.onLine) void reloadWhenBack();
