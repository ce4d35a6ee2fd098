/** React Query keys of the console's system notices; every key starts with `admin-notices`. */
export const NOTICES_QUERY_KEY = ['admin-notices'] as const;

export function noticesPageKey(page: number) {
  return ['admin-notices', 'list', page] as const;
}
