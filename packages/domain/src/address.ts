import { z } from 'zod';
import { freeText } from './free-text';

/** Address and settlement suggestions (DaData when configured, else the bundled settlements). */

export const ZSuggestRequest = z.object({
  query: freeText('Введите название населённого пункта')
    .trim()
    .min(1, 'Введите название населённого пункта')
    .max(300, 'Слишком длинный запрос'),
  count: z.number().int().min(1).max(20).default(10),
});
export type TSuggestRequest = z.infer<typeof ZSuggestRequest>;

export const ZPlaceSuggestion = z.object({
  /** Text to show and to store as the address, e.g. «Тольятти, Самарская область». */
  value: z.string(),
  settlement: z.string(),
  region: z.string(),
  /** ISO 3166-2 code (e.g. RU-SAM) — the key shared by DaData and the bundled list. */
  regionIso: z.string().nullable(),
  lat: z.number(),
  lon: z.number(),
  /** DaData fias_id or the bundled place's id. */
  placeId: z.string().nullable(),
});
export type TPlaceSuggestion = z.infer<typeof ZPlaceSuggestion>;

export const ZSuggestResponse = z.object({ error: z.literal(false), suggestions: z.array(ZPlaceSuggestion) });
export type TSuggestResponse = z.infer<typeof ZSuggestResponse>;
