/** React Query keys of the console's content editors; every key starts with `admin-content`. */
export const ADMIN_PAGES_QUERY_KEY = ['admin-content', 'pages'] as const;
export const adminPageQueryKey = (slug: string) => ['admin-content', 'page', slug] as const;
export const ADMIN_FAQ_QUERY_KEY = ['admin-content', 'faq'] as const;
export const ADMIN_LANDING_QUERY_KEY = ['admin-content', 'landing'] as const;
