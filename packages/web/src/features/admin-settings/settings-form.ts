import { z } from 'zod';
import {
  MENU_PARTITIONS_MAX,
  SITE_SETTINGS_MESSAGES,
  ZAdminGeoInstruction,
  ZAdminMenuPartition,
  ZAdminSiteSettings,
  optionalSiteLinkSchema,
  uniquePartitionNames,
  type TAdminSettings,
  type TAdminSettingsSaveRequest,
} from '@fura/domain/admin-site';
import type { TMenuPartition } from '@fura/domain/settings';

/** The settings form: the save request's rules, with a partition's missing link typed as '' (sent as null). */
export const ZSettingsForm = z.object({
  menu: z
    .array(ZAdminMenuPartition.extend({ link: optionalSiteLinkSchema() }))
    .max(MENU_PARTITIONS_MAX, SITE_SETTINGS_MESSAGES.partitionsTooMany)
    .superRefine(uniquePartitionNames),
  site: ZAdminSiteSettings,
  geoInstruction: ZAdminGeoInstruction,
});
export type SettingsFormInput = z.input<typeof ZSettingsForm>;
export type SettingsFormValues = z.output<typeof ZSettingsForm>;

export const EMPTY_MENU_ITEM = { name: '', link: '', onlyNoAuth: false };
export const EMPTY_PARTITION = { name: '', link: '', items: [EMPTY_MENU_ITEM] };

export function settingsFormValues(settings: TAdminSettings): SettingsFormInput {
  return {
    menu: settings.menu.map((partition) => ({
      ...partition,
      link: partition.link ?? '',
      items: partition.items.map((item) => ({ ...item })),
    })),
    site: { ...settings.site },
    geoInstruction: settings.geoInstruction,
  };
}

function toMenu(values: SettingsFormValues): TMenuPartition[] {
  return values.menu.map((partition) => ({ ...partition, link: partition.link || null }));
}

/** JSON with object keys sorted: the server's jsonb does not keep the order keys were written in. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

function same(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

/**
 * The save request: only the sections that differ from what was loaded, so that two admins editing different
 * sections do not undo each other's work. Null when nothing changed.
 */
export function toSaveRequest(
  values: SettingsFormValues,
  saved: TAdminSettings,
): TAdminSettingsSaveRequest | null {
  const request: TAdminSettingsSaveRequest = {};
  const menu = toMenu(values);
  if (!same(menu, saved.menu)) request.menu = menu;
  if (!same(values.site, saved.site)) request.site = values.site;
  if (values.geoInstruction !== saved.geoInstruction) request.geoInstruction = values.geoInstruction;
  return Object.keys(request).length > 0 ? request : null;
}

/** Where a server message goes: a field (`site.phone`, `menu.0.items.2.link`), a list (`menu.root`), or the form. */
export function settingsErrorTarget(param: string | undefined): string | null {
  if (!param || !/^(menu|site|geoInstruction)(\.|$)/.test(param)) return null;
  return /^menu(\.\d+\.items)?$/.test(param) ? `${param}.root` : param;
}
