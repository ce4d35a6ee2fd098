import { z } from 'zod';
import { freeText } from './free-text';
import { isInternalLink, ZMenuPartition, ZSiteSettings } from './settings';

/** The console's «Настройки сайта» and «Тарифы» (issue 12): what an admin may edit and the Russian messages. */

export const SITE_NAME_MAX = 100;
export const SITE_LINK_MAX = 500;
export const SITE_TEXT_MAX = 200;
export const SITE_PHONE_MAX = 30;
export const MENU_PARTITIONS_MAX = 10;
export const MENU_ITEMS_MAX = 30;

export const PLAN_NAME_MAX = 60;
export const PLAN_DAYS_MIN = 1;
export const PLAN_DAYS_MAX = 3650;
/** A million roubles: far above any plan, well inside the integer column. */
export const PLAN_PRICE_MAX_KOPECKS = 100_000_000;
export const PLAN_SORT_MAX = 1000;

/** The contract template: a PDF or a Word document (checked by content on the server), at most 10 MB. */
export const CONTRACT_FIELD = 'file';
export const CONTRACT_MAX_BYTES = 10 * 1024 * 1024;
export const CONTRACT_ACCEPT =
  '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export const SITE_SETTINGS_MESSAGES = {
  nothingToSave: 'Нет изменений для сохранения',
  nameEmpty: 'Введите название',
  nameTooLong: `Название не длиннее ${SITE_NAME_MAX} символов`,
  link: 'Ссылка должна начинаться с http://, https:// или /',
  linkEmpty: 'Укажите ссылку',
  linkTooLong: `Ссылка не длиннее ${SITE_LINK_MAX} символов`,
  partitionsTooMany: `В меню не больше ${MENU_PARTITIONS_MAX} разделов`,
  itemsTooMany: `В разделе не больше ${MENU_ITEMS_MAX} пунктов`,
  partitionDuplicate: 'Раздел с таким названием уже есть',
  phone: 'Телефон может содержать только цифры, пробелы, +, скобки и дефис',
  phoneTooLong: `Телефон не длиннее ${SITE_PHONE_MAX} символов`,
  email: 'Введите корректный e-mail',
  textTooLong: `Текст не длиннее ${SITE_TEXT_MAX} символов`,
  contractType: 'Загрузите шаблон договора в формате PDF или DOCX',
  contractSize: 'Файл слишком большой: не более 10 МБ',
  contractMissing: 'Выберите файл шаблона договора',
  contractNotMultipart: 'Шаблон договора нужно отправлять как форму с файлом (multipart/form-data)',
  contractBadForm: 'Не удалось прочитать форму с файлом',
  saved: 'Настройки сохранены',
  contractSaved: 'Шаблон договора загружен',
} as const;

/** An http(s) address: a host name (Cyrillic ones too), an optional port, then anything but spaces. */
const HTTP_LINK = /^https?:\/\/[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*(?::\d{1,5})?(?:[/?#]\S*)?$/iu;

/**
 * A link of the site's settings: an http(s) address or a path of this site (`/page/about`). Not `//host` or `/\host`
 * (another site), not `javascript:` or any other scheme, no spaces.
 */
export function isSiteLink(value: string): boolean {
  if (/[\s\\]/.test(value)) return false;
  if (value.startsWith('/')) return isInternalLink(value);
  return HTTP_LINK.test(value);
}

const M = SITE_SETTINGS_MESSAGES;

export function siteLinkSchema() {
  return freeText(M.link)
    .trim()
    .min(1, M.linkEmpty)
    .max(SITE_LINK_MAX, M.linkTooLong)
    .refine(isSiteLink, M.link);
}

/** A link that may be left empty (the footer or the menu then hides it). */
export function optionalSiteLinkSchema() {
  return freeText(M.link)
    .trim()
    .max(SITE_LINK_MAX, M.linkTooLong)
    .refine((value) => value === '' || isSiteLink(value), M.link);
}

function menuName() {
  return freeText(M.nameEmpty).trim().min(1, M.nameEmpty).max(SITE_NAME_MAX, M.nameTooLong);
}

export const ZAdminMenuItem = z.object({
  name: menuName(),
  link: siteLinkSchema(),
  onlyNoAuth: z.boolean(),
});

export const ZAdminMenuPartition = z.object({
  name: menuName(),
  link: siteLinkSchema().nullable(),
  items: z.array(ZAdminMenuItem).max(MENU_ITEMS_MAX, M.itemsTooMany),
});

/** The footer keys its columns by name: two partitions of one name would be one column. */
export function uniquePartitionNames(menu: readonly { name: string }[], context: z.RefinementCtx): void {
  const seen = new Set<string>();
  menu.forEach((partition, index) => {
    const key = partition.name.toLowerCase();
    if (seen.has(key)) {
      context.addIssue({ code: 'custom', message: M.partitionDuplicate, path: [index, 'name'] });
    }
    seen.add(key);
  });
}

export const ZAdminMenu = z
  .array(ZAdminMenuPartition)
  .max(MENU_PARTITIONS_MAX, M.partitionsTooMany)
  .superRefine(uniquePartitionNames);

export const ZAdminSiteSettings = z.object({
  phone: freeText(M.phone)
    .trim()
    .max(SITE_PHONE_MAX, M.phoneTooLong)
    .regex(/^[\d\s+()-]*$/, M.phone),
  email: freeText(M.email)
    .trim()
    .max(SITE_TEXT_MAX, M.email)
    .refine((value) => value === '' || z.email().safeParse(value).success, M.email),
  vk: optionalSiteLinkSchema(),
  facebook: optionalSiteLinkSchema(),
  instagram: optionalSiteLinkSchema(),
  copyright: freeText(M.textTooLong).trim().max(SITE_TEXT_MAX, M.textTooLong),
  aboutPage: optionalSiteLinkSchema(),
  dogovor: optionalSiteLinkSchema(),
});

export const ZAdminGeoInstruction = siteLinkSchema();

/** POST /api/admin/settings/save: the sections to replace (at least one); the others stay as they are. */
export const ZAdminSettingsSaveRequest = z
  .object({
    menu: ZAdminMenu.optional(),
    site: ZAdminSiteSettings.optional(),
    geoInstruction: ZAdminGeoInstruction.optional(),
  })
  .refine(
    (value) => value.menu !== undefined || value.site !== undefined || value.geoInstruction !== undefined,
    M.nothingToSave,
  );
export type TAdminSettingsSaveRequest = z.output<typeof ZAdminSettingsSaveRequest>;

/** The settings as the console edits them (the keys of the `site_settings` table). */
export const ZAdminSettings = z.object({
  menu: z.array(ZMenuPartition),
  site: ZSiteSettings,
  geoInstruction: z.string(),
});
export type TAdminSettings = z.infer<typeof ZAdminSettings>;

export const ZAdminSettingsResponse = z.object({ error: z.literal(false), settings: ZAdminSettings });
export type TAdminSettingsResponse = z.infer<typeof ZAdminSettingsResponse>;

export const ZContractUploadResponse = z.object({
  error: z.literal(false),
  /** The download link now in the settings (`site.dogovor`). */
  dogovor: z.string(),
});
export type TContractUploadResponse = z.infer<typeof ZContractUploadResponse>;

export const TARIFF_ADMIN_MESSAGES = {
  planNotFound: 'Тариф не найден',
  nameEmpty: 'Введите название тарифа',
  nameTooLong: `Название не длиннее ${PLAN_NAME_MAX} символов`,
  days: `Срок — целое число дней от ${PLAN_DAYS_MIN} до ${PLAN_DAYS_MAX}`,
  price: 'Цена — положительная сумма в рублях с копейками',
  priceTooHigh: 'Слишком большая цена',
  pricePaid: 'Платный тариф не может стоить 0 ₽',
  sortOrder: `Порядок — целое число от 0 до ${PLAN_SORT_MAX}`,
  enabled: 'Укажите, продаётся ли тариф',
  demoPrice: 'Демо-тариф бесплатный: его цена всегда 0 ₽',
  demoEnabled: 'Демо-тариф нельзя отключить: его получает каждый новый перевозчик',
  demoDays: 'Срок демо-тарифа не меняется: столько дней даёт регистрация',
  saved: 'Тариф сохранён',
} as const;

const T = TARIFF_ADMIN_MESSAGES;

export const ZAdminTariffPlan = z.object({
  code: z.string(),
  name: z.string(),
  days: z.number().int(),
  priceKopecks: z.number().int(),
  sortOrder: z.number().int(),
  enabled: z.boolean(),
  isDemo: z.boolean(),
});
export type TAdminTariffPlan = z.infer<typeof ZAdminTariffPlan>;

export const ZAdminTariffListResponse = z.object({
  error: z.literal(false),
  plans: z.array(ZAdminTariffPlan),
});
export type TAdminTariffListResponse = z.infer<typeof ZAdminTariffListResponse>;

/** POST /api/admin/tariffs/save: the whole plan as the console edits it; the price in integer kopecks. */
export const ZAdminTariffSaveRequest = z.object({
  // Plan codes are ours (`pro-month`): anything else names no plan.
  code: z.string({ error: T.planNotFound }).regex(/^[a-z0-9-]{1,60}$/, T.planNotFound),
  name: freeText(T.nameEmpty).trim().min(1, T.nameEmpty).max(PLAN_NAME_MAX, T.nameTooLong),
  days: z.number({ error: T.days }).int(T.days).min(PLAN_DAYS_MIN, T.days).max(PLAN_DAYS_MAX, T.days),
  priceKopecks: z
    .number({ error: T.price })
    .int(T.price)
    .min(0, T.price)
    .max(PLAN_PRICE_MAX_KOPECKS, T.priceTooHigh),
  sortOrder: z
    .number({ error: T.sortOrder })
    .int(T.sortOrder)
    .min(0, T.sortOrder)
    .max(PLAN_SORT_MAX, T.sortOrder),
  enabled: z.boolean({ error: T.enabled }),
});
export type TAdminTariffSaveRequest = z.output<typeof ZAdminTariffSaveRequest>;

export const ZAdminTariffSaveResponse = z.object({ error: z.literal(false), plan: ZAdminTariffPlan });
export type TAdminTariffSaveResponse = z.infer<typeof ZAdminTariffSaveResponse>;
