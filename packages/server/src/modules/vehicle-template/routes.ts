import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZOk } from '@fura/domain/errors';
import { ZTemplateIdRequest, ZTemplateListResponse, ZTemplateResponse } from '@fura/domain/vehicle-templates';
import type { AppDeps } from '../../app-deps';
import { requireAuth } from '../../http/auth';
import { presentTemplate } from './present';
import { createTemplate, editTemplate, getTemplate, listTemplates, removeTemplate } from './service';
import { readTemplateForm } from './template-form';
import { readCheckForm } from './check-form';
import { uploadVehicleCheck } from './check-upload';

/** Carriers' vehicle templates: POST /api/vehicle-template/{list,get,create,update,delete,check-upload}. */
export function registerVehicleTemplateRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // A guest hears 401 before the body is validated or read.
  const onRequest = async (request: FastifyRequest) => {
    await requireAuth(deps.db, request);
  };

  api.post(
    '/vehicle-template/list',
    { onRequest, schema: { response: { 200: ZTemplateListResponse } } },
    async (request) => {
      const auth = await requireAuth(deps.db, request);
      const rows = await listTemplates(deps, auth.user);
      return { error: false as const, templates: rows.map(presentTemplate) };
    },
  );

  api.post(
    '/vehicle-template/get',
    { onRequest, schema: { body: ZTemplateIdRequest, response: { 200: ZTemplateResponse } } },
    async (request) => {
      const auth = await requireAuth(deps.db, request);
      const row = await getTemplate(deps, auth.user, request.body.id);
      return { error: false as const, template: presentTemplate(row) };
    },
  );

  api.post(
    '/vehicle-template/create',
    { onRequest, schema: { response: { 200: ZTemplateResponse } } },
    async (request) => {
      const auth = await requireAuth(deps.db, request);
      const row = await createTemplate(deps, auth.user, () => readTemplateForm(request));
      return { error: false as const, template: presentTemplate(row) };
    },
  );

  api.post(
    '/vehicle-template/update',
    { onRequest, schema: { response: { 200: ZTemplateResponse } } },
    async (request) => {
      const auth = await requireAuth(deps.db, request);
      const row = await editTemplate(deps, auth.user, () => readTemplateForm(request));
      return { error: false as const, template: presentTemplate(row) };
    },
  );

  // Issue 29: the СТС (and the lease) for the moderators; the answer is the template, never the files.
  api.post(
    '/vehicle-template/check-upload',
    { onRequest, schema: { response: { 200: ZTemplateResponse } } },
    async (request) => {
      const auth = await requireAuth(deps.db, request);
      const row = await uploadVehicleCheck(deps, auth.user, () => readCheckForm(request));
      return { error: false as const, template: presentTemplate(row) };
    },
  );

  api.post(
    '/vehicle-template/delete',
    { onRequest, schema: { body: ZTemplateIdRequest, response: { 200: ZOk } } },
    async (request) => {
      const auth = await requireAuth(deps.db, request);
      await removeTemplate(deps, auth.user, request.body.id);
      return { error: false as const };
    },
  );
}
