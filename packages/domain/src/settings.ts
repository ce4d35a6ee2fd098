import { z } from 'zod';

/**
 * How tariffs are paid on this site (issue 24), told to the web app with the site settings: `live` (YooKassa), `test`
 * (the built-in test page: no money moves, every payment screen says so) or `unavailable` (no provider: no pay button).
 * Here rather than in tariff-schemas: the app's entry loads the settings and must not load the tariff schemas (zod
 * itself would come with them, over the entry's budget).
 */
export const PAYMENT_MODES = ['live', 'test', 'unavailable'] as const;
export const ZPaymentMode = z.enum(PAYMENT_MODES);
export type TPaymentMode = z.infer<typeof ZPaymentMode>;

/** Site settings, SPEC §3 "Settings". */
export const ZMenuItem = z.object({ name: z.string(), link: z.string(), onlyNoAuth: z.boolean() });
export const ZMenuPartition = z.object({
  name: z.string(),
  link: z.string().nullable(),
  items: z.array(ZMenuItem),
});
export type TMenuPartition = z.infer<typeof ZMenuPartition>;

export const ZSiteSettings = z.object({
  phone: z.string(),
  email: z.string(),
  vk: z.string(),
  facebook: z.string(),
  instagram: z.string(),
  copyright: z.string(),
  aboutPage: z.string(),
  dogovor: z.string(),
});
export type TSiteSettings = z.infer<typeof ZSiteSettings>;

export const ZSettingsResponse = z.object({
  items: z.array(ZMenuPartition),
  settings: ZSiteSettings,
  geoInstruction: z.string(),
  /** Store links (issue 13); '' = not published yet («скоро»). */
  apps: z.object({ appStore: z.string(), googlePlay: z.string() }),
  /** Map tiles (MAP_TILE_URL, MAP_ATTRIBUTION): the page works without them, markers and lines still render. */
  map: z.object({ tileUrl: z.string(), attribution: z.string() }),
  /** The third-party support chat's script (SUPPORT_WIDGET_SRC); null: the site's own support dialog. */
  supportWidgetSrc: z.string().nullable(),
  /** How tariffs are paid here (issue 24): `live`, `test` (no money moves) or `unavailable` (no pay button). */
  payments: ZPaymentMode,
});
export type TSettingsResponse = z.infer<typeof ZSettingsResponse>;

/** True for links that stay inside the web app (routed), false for external ones. */
export function isInternalLink(link: string): boolean {
  // A backslash after the leading slash is read by browsers as '//' (protocol-relative, another host).
  return /^\/(?![/\\])/.test(link);
}
