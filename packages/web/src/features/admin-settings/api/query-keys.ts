/** React Query keys of the console's settings and tariff screens; every key starts with `admin-site`. */
export const ADMIN_SETTINGS_QUERY_KEY = ['admin-site', 'settings'] as const;
export const ADMIN_TARIFFS_QUERY_KEY = ['admin-site', 'tariffs'] as const;
