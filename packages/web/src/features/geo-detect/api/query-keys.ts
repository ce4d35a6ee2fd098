/** The cargo owner's listings on the way (/geo-detect) and the stored track of each. */
export const GEO_LIST_QUERY_KEY = ['geo', 'list'] as const;

export function geoTrackQueryKey(articleId: string) {
  return ['geo', 'track', articleId] as const;
}
