/**
 * A new release's service worker waiting to take over (issue 27): register-sw.ts offers it here, the app's update
 * banner shows «Доступна новая версия» while there is one and calls the offer's `apply` on «Обновить».
 */

export interface UpdateOffer {
  /** Lets the waiting worker take over and reloads the page with the new release. */
  apply(): void;
}

let pending: UpdateOffer | null = null;
const listeners = new Set<() => void>();

export function offerUpdate(offer: UpdateOffer | null): void {
  pending = offer;
  for (const listener of listeners) listener();
}

export function pendingUpdate(): UpdateOffer | null {
  return pending;
}

export function subscribeUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
