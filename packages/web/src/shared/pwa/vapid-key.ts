/** The VAPID public key as GET /api/push/key gives it (base64url) → the bytes PushManager.subscribe() takes. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Whether a subscription was made with this key (a key changed on the server needs a new subscription). */
export function sameKey(subscribedWith: ArrayBuffer | null | undefined, base64url: string): boolean {
  if (!subscribedWith) return false;
  const expected = applicationServerKey(base64url);
  const actual = new Uint8Array(subscribedWith);
  return actual.length === expected.length && actual.every((byte, index) => byte === expected[index]);
}
