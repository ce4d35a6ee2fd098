/**
 * Limits of the search forms, apart from their schemas: the pages that show them (the search and its saved form,
 * rendered on the server for guests) need them without zod (issue 28).
 */

/** The largest radius around a corridor search's start («По пути»), km. */
export const MAX_START_RADIUS_KM = 500;

/** The longest name of a saved search. */
export const SAVED_SEARCH_NAME_MAX = 60;
