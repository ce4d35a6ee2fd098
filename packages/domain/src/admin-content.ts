import { z } from 'zod';
import { ZAppLinks, ZFaqQuestion, ZFaqSection, ZLandingTexts, ZPage } from './content';

/**
 * The admin console's content editors (issue 13): POST /api/admin/content/*. Saves go through the shared input
 * schemas of content.ts; every change is written to the audit log and applies at once (read per request).
 */

/** pages/list */
export const ZAdminPagesResponse = z.object({
  pages: z.array(z.object({ slug: z.string(), title: z.string(), updatedAt: z.string() })),
});
export type TAdminPagesResponse = z.infer<typeof ZAdminPagesResponse>;

/** pages/get, pages/delete */
export const ZAdminPageRequest = z.object({ slug: z.string().trim().min(1, 'Не указана страница').max(80) });
/** pages/get, pages/save */
export const ZAdminPageResponse = z.object({ page: ZPage });

/** faq/list: every section with its questions (the answer of GET /api/content/faq without audience). */
export const ZAdminFaqResponse = z.object({ sections: z.array(ZFaqSection) });
/** faq/section/save */
export const ZAdminFaqSectionResponse = z.object({ section: ZFaqSection });
/** faq/question/save */
export const ZAdminFaqQuestionResponse = z.object({ question: ZFaqQuestion });
/** faq/section/delete (with its questions), faq/question/delete */
export const ZAdminIdRequest = z.object({ id: z.uuid({ error: 'Не указан элемент' }) });

/** landing/get; landing/save answers the same after saving. */
export const ZAdminLandingResponse = z.object({ landing: ZLandingTexts, apps: ZAppLinks });
export type TAdminLandingResponse = z.infer<typeof ZAdminLandingResponse>;
/** landing/save: either part or both. */
export const ZAdminLandingSave = z.object({ landing: ZLandingTexts.optional(), apps: ZAppLinks.optional() });
export type TAdminLandingSave = z.infer<typeof ZAdminLandingSave>;
