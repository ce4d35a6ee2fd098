import './app/zod-settings';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@mantine/core/styles.css';
import './app/global.css';
import { App } from './app/App';
import { readServerState } from './shared/api/server-state';
import { captureInstallPrompt } from './shared/pwa/install-prompt';
import { registerServiceWorkerWhenIdle } from './shared/pwa/service-worker';

const root = document.getElementById('root');
if (!root) throw new Error('В index.html нет элемента #root');

// The installable app (issue 27): Chrome's install offer is kept from the start; the service worker registers after
// the load, when the browser is idle.
captureInstallPrompt();
registerServiceWorkerWhenIdle();

// A public page rendered on the server (issue 28) comes with its data: the app takes over its markup. Any other page
// is the boot shell, replaced by the app.
const serverState = readServerState(document);
const app = (
  <StrictMode>
    <App serverState={serverState} />
  </StrictMode>
);
// Hydrated as a transition: React then works in slices of a few milliseconds and lets the browser handle input between
// them, rather than in one task of hundreds of milliseconds on a slow phone (the page is already readable: nothing is
// waiting for this work but the handlers). A click on a part not yet hydrated hydrates that part first.
if (serverState) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);
