import { randomUUID } from 'node:crypto';
import type { Seed } from './fuzz-seeds';
import { adminUsersSeeds } from './fuzz-seeds-admin-users';
import { passportSeeds } from './fuzz-seeds-passport';

/** A minimal valid PDF: the contract template upload checks files by content. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

/**
 * Seeds of the admin console's routes (issue 12), valid for the fuzz's admin: the bad values travel into the
 * console's services. The ids point at nothing where a valid request would change the world other seeds use.
 */
export function adminSeeds(ids: { userId: string }): Record<string, Seed> {
  const nobody = () => randomUUID();
  const admin = (body: () => Record<string, unknown> = () => ({})): Seed => ({ as: 'admin', body });
  const byOthers = { ...adminUsersSeeds(), ...passportSeeds() };
  const asAdmin = Object.fromEntries(
    Object.entries(byOthers).map(([route, seed]) => [
      route,
      route.includes('/api/admin/') ? { ...seed, as: 'admin' as const } : seed,
    ]),
  );
  return {
    ...asAdmin,
    'POST /api/admin/settings/get': admin(),
    'POST /api/admin/settings/save': admin(() => ({ geoInstruction: 'https://fura.local/geo' })),
    'POST /api/admin/settings/contract': {
      as: 'admin',
      form: () => ({}),
      files: () => [{ name: 'file', filename: 'dogovor.pdf', contentType: 'application/pdf', data: PDF }],
    },
    'GET /api/page/contract/:name': { as: 'guest', params: () => ({ name: `${nobody()}.pdf` }) },
    'POST /api/admin/tariffs/list': admin(),
    'POST /api/admin/tariffs/save': admin(() => ({
      code: 'pro-week',
      name: 'PRO на 1 неделю',
      days: 7,
      priceKopecks: 14_000,
      sortOrder: 1,
      enabled: true,
    })),
    'POST /api/admin/notices/send': admin(() => ({
      audience: 'user',
      userId: ids.userId,
      text: 'Плановые работы ночью',
      link: '/faq',
    })),
    'POST /api/admin/notices/list': admin(() => ({ page: 1 })),
    'POST /api/admin/listings/search': admin(() => ({ query: 'Москва', type: 'order', page: 1 })),
    'POST /api/admin/listings/hide': admin(() => ({ articleId: nobody(), note: 'Мошенничество' })),
    'POST /api/admin/listings/restore': admin(() => ({ articleId: nobody() })),
    'POST /api/admin/callbacks/list': admin(() => ({ page: 1, onlyUnhandled: true })),
    'POST /api/admin/callbacks/mark': admin(() => ({ callbackId: nobody(), handled: true })),
    'POST /api/admin/audit/list': admin(() => ({
      page: 1,
      action: 'ban',
      adminId: nobody(),
      userId: nobody(),
    })),
    'POST /api/admin/audit/admins': admin(),
  };
}
