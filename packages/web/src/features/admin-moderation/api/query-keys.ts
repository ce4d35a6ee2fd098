/** React Query keys of the console's passport moderation; every key starts with `admin-moderation`. */
export const MODERATION_QUERY_KEY = ['admin-moderation'] as const;

export function moderationQueueKey(page: number) {
  return ['admin-moderation', 'queue', page] as const;
}
