import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ZSettingsResponse } from '@fura/domain/settings';
import { siteSettings } from '../src/db/schema';
import { bearer, createUser, type CreatedUser } from './helpers/factories';
import { multipart } from './helpers/multipart';
import { pdfText } from './helpers/pdf-text';
import { startTestApp } from './helpers/test-app';

/**
 * Issue 24: «Шаблон договора» in the side menu leads to a file on a fresh installation. Until an administrator
 * uploads a template, the settings' link answers a PDF the server makes from the site's name and contacts; after an
 * upload, the link is the upload's and the old address leads there. A database of its own: the test changes the
 * settings.
 */
let t: Awaited<ReturnType<typeof startTestApp>>;
let admin: CreatedUser;

beforeAll(async () => {
  t = await startTestApp({ ownDatabase: true });
  admin = await createUser(t.deps.db, { type: 'admin' });
});
afterAll(() => t.close());

async function shownSettings() {
  const res = await t.app.inject({ method: 'POST', url: '/api/page/getSettings' });
  return ZSettingsResponse.parse(res.json()).settings;
}

async function download(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  return { res, text: res.statusCode === 200 ? pdfText(res.rawPayload) : '' };
}

describe('the contract template on a fresh installation', () => {
  it('the side menu link answers a PDF form in Russian with the site contacts, to a guest', async () => {
    const settings = await shownSettings();
    const { res, text } = await download(settings.dogovor);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="dogovor\.pdf"/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(res.rawPayload.subarray(-6).toString('latin1')).toMatch(/%%EOF\s*$/);
    for (const expected of [
      'ДОГОВОР-ЗАЯВКА НА ПЕРЕВОЗКУ ГРУЗА',
      '1. Заказчик (грузовладелец)',
      '2. Перевозчик',
      'Адрес погрузки:',
      'Адрес выгрузки:',
      'Наименование груза:',
      'Марка и госномер тягача:',
      'Ставка, руб.:',
      '☐ Безнал с НДС',
      '8. Подписи сторон',
      settings.copyright,
      settings.phone,
      settings.email,
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it('follows the site contacts an administrator changes', async () => {
    const [row] = await t.deps.db.select().from(siteSettings).where(eq(siteSettings.key, 'site'));
    const site = {
      ...(row?.value as typeof siteSettings.$inferSelect.value & object),
      phone: '+7 (495) 111-22-33',
    };
    await t.deps.db.update(siteSettings).set({ value: site }).where(eq(siteSettings.key, 'site'));
    const { text } = await download((await shownSettings()).dogovor);
    expect(text).toContain('+7 (495) 111-22-33');
    expect(text).not.toContain('+7 (800) 555-35-35');
  });
});

describe('an uploaded template wins', () => {
  it('the settings link the upload, and the default address leads to it', async () => {
    const defaultLink = (await shownSettings()).dogovor;
    const uploaded = Buffer.from(
      (await t.app.inject({ method: 'GET', url: defaultLink })).rawPayload.toString('latin1') +
        '\n% своя версия\n',
      'latin1',
    );
    const form = multipart([
      { name: 'file', filename: 'dogovor.pdf', contentType: 'application/pdf', data: uploaded },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/settings/contract',
      headers: { ...form.headers, ...bearer(admin.token) },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(200);
    const { dogovor } = res.json<{ dogovor: string }>();
    expect((await shownSettings()).dogovor).toBe(dogovor);

    const old = await t.app.inject({ method: 'GET', url: defaultLink });
    expect(old.statusCode).toBe(302);
    expect(old.headers.location).toBe(dogovor);
    const served = await t.app.inject({ method: 'GET', url: dogovor });
    expect(served.rawPayload.equals(uploaded)).toBe(true);
  });
});
