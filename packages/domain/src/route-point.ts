import { z } from 'zod';
import { freeText } from './free-text';

/** A point of a route: the address text and the settlement it is in, with coordinates (from suggestions). */
export const ZPlace = z.object({
  address: freeText().trim().min(1).max(300),
  settlement: freeText().trim().min(1).max(120),
  region: freeText().trim().max(120),
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
  placeId: freeText().max(64).nullable().default(null),
});

/**
 * A route point as answers carry it. Answers are not held to the input rules, so text stored before a rule existed
 * never keeps a listing from showing.
 */
export const ZPlaceView = z.object({
  address: z.string(),
  settlement: z.string(),
  region: z.string(),
  lat: z.number(),
  lon: z.number(),
  placeId: z.string().nullable(),
});
