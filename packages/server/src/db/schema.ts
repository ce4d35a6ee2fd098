/** The drizzle schema registry: every table, for drizzle-kit and the typed query builder. */
export * from './schema/users';
export * from './schema/site';
export * from './schema/mail';
export * from './schema/notifications';
export * from './schema/articles';
export * from './schema/deals';
export * from './schema/dialogs';
export * from './schema/files';
export * from './schema/tariffs';
export * from './schema/admin';
export * from './schema/tracking';
export * from './schema/content';
export * from './schema/saved-searches';
export * from './schema/push';
export * from './schema/companies';
export * from './schema/verified-deals';
