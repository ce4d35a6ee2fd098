import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZAdminSettingsResponse,
  ZAdminSettingsSaveRequest,
  ZAdminTariffListResponse,
  ZAdminTariffSaveRequest,
  ZAdminTariffSaveResponse,
  ZContractUploadResponse,
} from '@fura/domain/admin-site';
import type { AppDeps } from '../../../app-deps';
import { requireAdmin } from '../../../http/auth';
import { readContractForm } from './contract-form';
import { uploadContractTemplate } from './contract-template';
import { getAdminSettings, saveAdminSettings } from './settings-admin';
import { listAdminPlans, saveAdminPlan } from './tariff-plans-admin';

/**
 * «Настройки сайта» and «Тарифы» of the console (issue 12): /api/admin/settings/* and /api/admin/tariffs/*. Under
 * the `/api` prefix, in the admin scope. The contract template's public download is in the page module.
 */
export function registerAdminSiteRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/admin/settings/get',
    { schema: { response: { 200: ZAdminSettingsResponse } } },
    async (request) => {
      const { user: admin } = await requireAdmin(deps.db, request);
      return { error: false as const, settings: await getAdminSettings(deps, admin) };
    },
  );

  api.post(
    '/admin/settings/save',
    { schema: { body: ZAdminSettingsSaveRequest, response: { 200: ZAdminSettingsResponse } } },
    async (request) => {
      const { user: admin } = await requireAdmin(deps.db, request);
      return { error: false as const, settings: await saveAdminSettings(deps, admin, request.body) };
    },
  );

  api.post(
    '/admin/settings/contract',
    { schema: { response: { 200: ZContractUploadResponse } } },
    async (request) => {
      const { user: admin } = await requireAdmin(deps.db, request);
      const data = await readContractForm(request);
      return { error: false as const, dogovor: await uploadContractTemplate(deps, admin, data) };
    },
  );

  api.post(
    '/admin/tariffs/list',
    { schema: { response: { 200: ZAdminTariffListResponse } } },
    async (request) => {
      const { user: admin } = await requireAdmin(deps.db, request);
      return { error: false as const, plans: await listAdminPlans(deps, admin) };
    },
  );

  api.post(
    '/admin/tariffs/save',
    { schema: { body: ZAdminTariffSaveRequest, response: { 200: ZAdminTariffSaveResponse } } },
    async (request) => {
      const { user: admin } = await requireAdmin(deps.db, request);
      return { error: false as const, plan: await saveAdminPlan(deps, admin, request.body) };
    },
  );
}
