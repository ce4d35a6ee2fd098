/**
 * The marks beside what Фура checked, shown on public pages (listings, requests, profiles, search). Apart from
 * passport.ts and vehicle-check.ts so that those pages do not carry the moderation's and the forms' schemas.
 */

/** Beside a user whose passport a moderator verified. */
export const PASSPORT_VERIFIED_LABEL = 'Паспорт проверен';

/** Beside a checked vehicle (issue 29): on the template, the carrier's offers and requests, the deal. */
export const VEHICLE_VERIFIED_LABEL = 'Машина проверена';
