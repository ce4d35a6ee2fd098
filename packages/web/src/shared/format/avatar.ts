/** The URL of a user's avatar: the server stores a path or a file name under /files/avatars. */
export function avatarUrl(avatar: string | null): string | null {
  if (!avatar) return null;
  if (avatar.includes('/')) return avatar;
  return `/files/avatars/${avatar.includes('.') ? avatar : `${avatar}.webp`}`;
}
