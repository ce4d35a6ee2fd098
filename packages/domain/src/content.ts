import { z } from 'zod';
import { freeText } from './free-text';

/**
 * Site content (issue 13): CMS pages (/page/{slug}), the FAQ (/faq, /questions/{slug}, /lk/questions/{slug},
 * /support), the landing texts of /, /cargo, /carrier and /download-app, and the main page's live figures.
 * Bodies and answers are Markdown, rendered without raw HTML.
 */

export const FAQ_AUDIENCES = ['cargo', 'carrier', 'all'] as const;
export type FaqAudience = (typeof FAQ_AUDIENCES)[number];
export const FAQ_AUDIENCE_LABELS: Record<FaqAudience, string> = {
  cargo: 'Грузовладельцам',
  carrier: 'Перевозчикам',
  all: 'Всем',
};

/** A slug: lower-case Latin letters, digits and hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const ZSlug = z
  .string({ error: 'Укажите адрес страницы' })
  .trim()
  .min(1, 'Укажите адрес страницы')
  .max(80, 'Адрес — не длиннее 80 символов')
  .regex(SLUG_PATTERN, 'Адрес: латинские буквы в нижнем регистре, цифры и дефис');

export const CONTENT_MESSAGES = {
  pageNotFound: 'Страница не найдена',
  questionNotFound: 'Вопрос не найден',
  sectionNotFound: 'Раздел не найден',
  slugTaken: 'Такой адрес уже занят',
  audience: 'Для кого вопросы: укажите cargo или carrier',
} as const;

// ——— answers ———

export const ZPage = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  body: z.string(),
  updatedAt: z.string(),
});
export type TPage = z.infer<typeof ZPage>;
/** GET /api/content/page/:slug */
export const ZPageResponse = z.object({ page: ZPage });

export const ZFaqQuestion = z.object({
  id: z.string(),
  slug: z.string(),
  question: z.string(),
  answer: z.string(),
  position: z.number().int(),
  updatedAt: z.string(),
});
export type TFaqQuestion = z.infer<typeof ZFaqQuestion>;

export const ZFaqSection = z.object({
  id: z.string(),
  title: z.string(),
  audience: z.enum(FAQ_AUDIENCES),
  position: z.number().int(),
  questions: z.array(ZFaqQuestion),
});
export type TFaqSection = z.infer<typeof ZFaqSection>;

/** GET /api/content/faq?audience=cargo|carrier: sections for that audience plus «всем»; without it every section. */
export const ZFaqQuery = z.object({
  audience: z.enum(['cargo', 'carrier'], { error: CONTENT_MESSAGES.audience }).optional(),
});
export const ZFaqResponse = z.object({ sections: z.array(ZFaqSection) });
export type TFaqResponse = z.infer<typeof ZFaqResponse>;

/** GET /api/content/faq/:slug */
export const ZFaqQuestionResponse = z.object({
  question: ZFaqQuestion,
  section: z.object({ id: z.string(), title: z.string(), audience: z.enum(FAQ_AUDIENCES) }),
});
export type TFaqQuestionResponse = z.infer<typeof ZFaqQuestionResponse>;

const ZTextBlock = z.object({
  title: freeText().trim().min(1, 'Заполните заголовок').max(120),
  text: freeText().trim().min(1, 'Заполните текст').max(600),
});

/** One side's landing page (/cargo, /carrier). */
export const ZRoleLanding = z.object({
  title: freeText().trim().min(1, 'Заполните заголовок').max(120),
  lead: freeText().trim().min(1, 'Заполните подзаголовок').max(400),
  benefits: z.array(ZTextBlock).min(1).max(8),
  steps: z.array(ZTextBlock).min(1).max(8),
  priceTitle: freeText().trim().min(1).max(120),
  priceText: freeText().trim().min(1).max(600),
  cta: freeText().trim().min(1).max(60),
});
export type TRoleLanding = z.infer<typeof ZRoleLanding>;

/** Every landing text; site_settings key 'landing'. Also the admin's save body. */
export const ZLandingTexts = z.object({
  main: z.object({
    title: freeText().trim().min(1).max(120),
    lead: freeText().trim().min(1).max(400),
  }),
  cargo: ZRoleLanding,
  carrier: ZRoleLanding,
  downloadApp: z.object({
    title: freeText().trim().min(1).max(120),
    lead: freeText().trim().min(1).max(400),
  }),
});
export type TLandingTexts = z.infer<typeof ZLandingTexts>;

/** A teaser card of the main page: what a guest may see of a published order. */
export const ZOrderTeaser = z.object({
  _id: z.string(),
  from: z.string(),
  to: z.string(),
  loadingDate: z.string(),
  cargoTypes: z.array(z.number().int()),
  weightKg: z.number().nullable(),
  budgetKopecks: z.number().nullable(),
});
export type TOrderTeaser = z.infer<typeof ZOrderTeaser>;

/** GET /api/content/main: live figures and the latest six published orders. */
export const ZMainContent = z.object({
  figures: z.object({
    orders: z.number().int(),
    offers: z.number().int(),
    carriers: z.number().int(),
    deals: z.number().int(),
  }),
  latestOrders: z.array(ZOrderTeaser),
});
export type TMainContent = z.infer<typeof ZMainContent>;

// ——— the admin console's saves ———

const markdownBody = (max: number) => freeText().max(max, `Текст — не длиннее ${max} символов`);

export const ZPageSave = z.object({
  /** The slug being edited; absent for a new page. */
  originalSlug: z.string().max(80).optional(),
  slug: ZSlug,
  title: freeText().trim().min(1, 'Заполните заголовок').max(200, 'Заголовок — не длиннее 200 символов'),
  description: freeText().trim().max(300, 'Описание — не длиннее 300 символов'),
  body: markdownBody(50_000).refine((text) => text.trim().length > 0, 'Заполните текст страницы'),
});
export type TPageSave = z.infer<typeof ZPageSave>;

export const ZFaqSectionSave = z.object({
  id: z.uuid().optional(),
  title: freeText().trim().min(1, 'Заполните название раздела').max(120),
  audience: z.enum(FAQ_AUDIENCES, { error: 'Выберите, для кого раздел' }),
  position: z.number().int().min(0).max(1000),
});
export type TFaqSectionSave = z.infer<typeof ZFaqSectionSave>;

export const ZFaqQuestionSave = z.object({
  id: z.uuid().optional(),
  sectionId: z.uuid({ error: 'Выберите раздел' }),
  slug: ZSlug,
  question: freeText().trim().min(1, 'Заполните вопрос').max(300, 'Вопрос — не длиннее 300 символов'),
  answer: markdownBody(20_000).refine((text) => text.trim().length > 0, 'Заполните ответ'),
  position: z.number().int().min(0).max(1000),
});
export type TFaqQuestionSave = z.infer<typeof ZFaqQuestionSave>;

/** Store links; site_settings key 'apps'. An empty link shows no badge (the app installs from the site, issue 27). */
export const ZAppLinks = z.object({
  appStore: z.union([
    z.literal(''),
    z.url({ protocol: /^https$/, error: 'Ссылка должна начинаться с https://' }),
  ]),
  googlePlay: z.union([
    z.literal(''),
    z.url({ protocol: /^https$/, error: 'Ссылка должна начинаться с https://' }),
  ]),
});
export type TAppLinks = z.infer<typeof ZAppLinks>;
