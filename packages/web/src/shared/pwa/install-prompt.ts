/**
 * Chrome's install offer (issue 27): `beforeinstallprompt` fires once, early, whatever page is open, so the entry
 * keeps it here from the start and /download-app shows «Установить» while there is one. The browser's own mini-infobar
 * is held back (the event's default), as the install button and the browser's menu both still offer it.
 */

export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable';

let offer: BeforeInstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

/** Starts listening (once, from the entry). */
export function captureInstallPrompt(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offer = event as BeforeInstallPromptEvent;
    changed();
  });
  target.addEventListener('appinstalled', () => {
    offer = null;
    installed = true;
    changed();
  });
}

export function subscribeInstallPrompt(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the browser offers to install now; `installed`: installed from this page's session. */
export function installPromptState(): { available: boolean; installed: boolean } {
  return offer ? AVAILABLE : installed ? INSTALLED : NONE;
}
// The same objects each time: useSyncExternalStore compares snapshots by identity.
const AVAILABLE = { available: true, installed: false };
const INSTALLED = { available: false, installed: true };
const NONE = { available: false, installed: false };

/** Shows the browser's install dialog (call it from a click); an offer is good for one dialog. */
export async function promptInstall(): Promise<InstallOutcome> {
  const current = offer;
  if (!current) return 'unavailable';
  offer = null;
  changed();
  await current.prompt();
  const choice = await current.userChoice;
  return choice.outcome;
}
