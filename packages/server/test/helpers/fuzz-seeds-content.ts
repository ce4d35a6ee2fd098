import { randomUUID } from 'node:crypto';
import type { Seed } from './fuzz-seeds';

/**
 * Seeds of the content routes (issue 13): the public pages and FAQ (guests), and the console's editors (admin). Saves
 * use addresses of their own (a fresh slug each time), so the seeded pages and questions other seeds read stay.
 */
export function contentSeeds(sectionId: string): Record<string, Seed> {
  const fresh = () => `fuzz-${randomUUID().slice(0, 8)}`;
  const admin = (body: () => Record<string, unknown> = () => ({})): Seed => ({ as: 'admin', body });
  return {
    'GET /api/content/page/:slug': { as: 'guest', params: () => ({ slug: 'about' }) },
    'GET /api/content/faq': { as: 'guest', query: () => ({ audience: 'cargo' }) },
    'GET /api/content/faq/:slug': { as: 'guest', params: () => ({ slug: 'avtoplatezh' }) },
    'GET /api/content/landing': { as: 'guest' },
    'GET /api/content/main': { as: 'guest' },
    'POST /api/admin/content/pages/list': admin(),
    'POST /api/admin/content/pages/get': admin(() => ({ slug: 'about' })),
    'POST /api/admin/content/pages/save': admin(() => ({
      slug: fresh(),
      title: 'Доставка по городу',
      description: 'Как мы возим',
      body: '## Доставка\n\n- быстро',
    })),
    'POST /api/admin/content/pages/delete': admin(() => ({ slug: fresh() })),
    'POST /api/admin/content/faq/list': admin(),
    'POST /api/admin/content/faq/section/save': admin(() => ({
      title: 'Оплата',
      audience: 'all',
      position: 5,
    })),
    'POST /api/admin/content/faq/section/delete': admin(() => ({ id: randomUUID() })),
    'POST /api/admin/content/faq/question/save': admin(() => ({
      sectionId,
      slug: fresh(),
      question: 'Как вернуть деньги?',
      answer: 'Напишите в **поддержку**.',
      position: 1,
    })),
    'POST /api/admin/content/faq/question/delete': admin(() => ({ id: randomUUID() })),
    'POST /api/admin/content/landing/get': admin(),
    'POST /api/admin/content/landing/save': admin(() => ({
      apps: { appStore: 'https://apps.apple.com/app/id1', googlePlay: '' },
    })),
  };
}
