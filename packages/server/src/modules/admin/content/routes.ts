import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZOk } from '@fura/domain/errors';
import { ZFaqQuestionSave, ZFaqSectionSave, ZPageSave } from '@fura/domain/content';
import {
  ZAdminFaqQuestionResponse,
  ZAdminFaqResponse,
  ZAdminFaqSectionResponse,
  ZAdminIdRequest,
  ZAdminLandingResponse,
  ZAdminLandingSave,
  ZAdminPageRequest,
  ZAdminPageResponse,
  ZAdminPagesResponse,
} from '@fura/domain/admin-content';
import type { AppDeps } from '../../../app-deps';
import { requireAdmin } from '../../../http/auth';
import { deleteFaqQuestion, saveFaqQuestion } from './faq-questions-admin';
import { deleteFaqSection, listAdminFaq, saveFaqSection } from './faq-sections-admin';
import { getAdminLanding, saveAdminLanding } from './landing-admin';
import { deleteAdminPage, getAdminPage, listAdminPages, saveAdminPage } from './pages-admin';

/**
 * The console's content editors (issue 13): /api/admin/content/* — CMS pages, the FAQ, the landing texts and store
 * links. Under `/api`, in the admin scope (guest 401, anyone but an admin 404, a banned admin 403). Every change is
 * audited in its own transaction and shows at once: the public endpoints read the tables per request.
 */
export function registerAdminContentRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const adminOf = async (request: Parameters<typeof requireAdmin>[1]) =>
    (await requireAdmin(deps.db, request)).user;

  api.post(
    '/admin/content/pages/list',
    { schema: { response: { 200: ZAdminPagesResponse } } },
    async (request) => ({ pages: await listAdminPages(deps.db, await adminOf(request)) }),
  );
  api.post(
    '/admin/content/pages/get',
    { schema: { body: ZAdminPageRequest, response: { 200: ZAdminPageResponse } } },
    async (request) => ({ page: await getAdminPage(deps.db, await adminOf(request), request.body.slug) }),
  );
  api.post(
    '/admin/content/pages/save',
    { schema: { body: ZPageSave, response: { 200: ZAdminPageResponse } } },
    async (request) => ({ page: await saveAdminPage(deps, await adminOf(request), request.body) }),
  );
  api.post(
    '/admin/content/pages/delete',
    { schema: { body: ZAdminPageRequest, response: { 200: ZOk } } },
    async (request) => {
      await deleteAdminPage(deps, await adminOf(request), request.body.slug);
      return { error: false as const };
    },
  );

  api.post(
    '/admin/content/faq/list',
    { schema: { response: { 200: ZAdminFaqResponse } } },
    async (request) => ({ sections: await listAdminFaq(deps.db, await adminOf(request)) }),
  );
  api.post(
    '/admin/content/faq/section/save',
    { schema: { body: ZFaqSectionSave, response: { 200: ZAdminFaqSectionResponse } } },
    async (request) => ({ section: await saveFaqSection(deps, await adminOf(request), request.body) }),
  );
  api.post(
    '/admin/content/faq/section/delete',
    { schema: { body: ZAdminIdRequest, response: { 200: ZOk } } },
    async (request) => {
      await deleteFaqSection(deps, await adminOf(request), request.body.id);
      return { error: false as const };
    },
  );
  api.post(
    '/admin/content/faq/question/save',
    { schema: { body: ZFaqQuestionSave, response: { 200: ZAdminFaqQuestionResponse } } },
    async (request) => ({ question: await saveFaqQuestion(deps, await adminOf(request), request.body) }),
  );
  api.post(
    '/admin/content/faq/question/delete',
    { schema: { body: ZAdminIdRequest, response: { 200: ZOk } } },
    async (request) => {
      await deleteFaqQuestion(deps, await adminOf(request), request.body.id);
      return { error: false as const };
    },
  );

  api.post(
    '/admin/content/landing/get',
    { schema: { response: { 200: ZAdminLandingResponse } } },
    async (request) => getAdminLanding(deps, await adminOf(request)),
  );
  api.post(
    '/admin/content/landing/save',
    { schema: { body: ZAdminLandingSave, response: { 200: ZAdminLandingResponse } } },
    async (request) => saveAdminLanding(deps, await adminOf(request), request.body),
  );
}
