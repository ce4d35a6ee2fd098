import './app/zod-settings';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@mantine/core/styles.css';
import './app/global.css';
import { App } from './app/App';
import { captureInstallPrompt } from './shared/pwa/install-prompt';
import { registerServiceWorkerWhenIdle } from './shared/pwa/service-worker';

const root = document.getElementById('root');
if (!root) throw new Error('В index.html нет элемента #root');

// The installable app (issue 27): Chrome's install offer is kept from the start; the service worker registers after
// the load, when the browser is idle.
captureInstallPrompt();
registerServiceWorkerWhenIdle();

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
