type AnnouncementListener = (message: string) => void;

let listener: AnnouncementListener | null = null;

/**
 * Says `message` politely to screen-reader users through the app's one live region (LiveAnnouncer): a notification
 * that arrives by socket, the new page after a client-side navigation. Without a mounted region it is dropped: a
 * live region speaks only changes made after it is in the page.
 */
export function announce(message: string): void {
  listener?.(message);
}

export function subscribeAnnouncements(next: AnnouncementListener): () => void {
  listener = next;
  return () => {
    if (listener === next) listener = null;
  };
}
