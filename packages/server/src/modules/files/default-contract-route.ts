import type { FastifyInstance } from 'fastify';
import type { TSiteSettings } from '@fura/domain/settings';
import type { AppDeps } from '../../app-deps';
import { contractDisposition, contractKeyOf } from '../page/contract-file';
import { readSiteSettings } from '../page/settings-repo';
import { renderDefaultContract } from './default-contract';

/** The link a fresh installation's settings give the side menu's «Шаблон договора» (`site.dogovor`). */
export const DEFAULT_CONTRACT_LINK = '/files/docs/dogovor.pdf';

type Site = Pick<TSiteSettings, 'copyright' | 'phone' | 'email'>;

/**
 * GET /files/docs/dogovor.pdf — the contract template under its old fixed address. While the settings link a template
 * an administrator uploaded, it redirects there (an upload wins, old bookmarks included); otherwise it answers the
 * default template made from the site's name and contacts. Making it takes about a second of CPU (the font is parsed
 * and subset), so it is made on the first download and kept until those settings change.
 */
export function registerDefaultContractRoute(app: FastifyInstance, deps: Pick<AppDeps, 'db' | 'log'>): void {
  let made: { key: string; pdf: Promise<Buffer> } | null = null;
  const pdfFor = (site: Site): Promise<Buffer> => {
    const key = JSON.stringify([site.copyright, site.phone, site.email]);
    if (made?.key !== key) {
      const pdf = renderDefaultContract(site);
      made = { key, pdf };
      // A failed render is not kept: the next download tries again.
      pdf.catch(() => {
        if (made?.pdf === pdf) made = null;
      });
    }
    return made.pdf;
  };

  app.get(DEFAULT_CONTRACT_LINK, async (_request, reply) => {
    const { settings } = await readSiteSettings(deps.db, deps.log);
    if (contractKeyOf(settings.dogovor)) {
      return reply.header('Cache-Control', 'no-cache').redirect(settings.dogovor, 302);
    }
    const pdf = await pdfFor(settings);
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', contractDisposition('pdf'))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('Cache-Control', 'public, max-age=300')
      .send(pdf);
  });
}
