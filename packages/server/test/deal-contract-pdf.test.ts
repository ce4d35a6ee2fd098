import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZContractResponse, ZContractVerifyResponse } from '@fura/domain/deal-contract';
import { ERROR_MESSAGES } from '@fura/domain/errors';
import { createCargo, createCarrier } from './helpers/deals';
import {
  CARRIER_INN,
  contractScene,
  dealOf,
  downloadContract,
  OWNER_INN,
  pdfTextOf,
  postContract,
  updateDeal,
  type ContractScene,
} from './helpers/contract-scenes';
import { startTestApp } from './helpers/test-app';

/**
 * Issue 29: the deal's «договор-заявка» as a PDF — its text as a PDF reader extracts it (unpdf, Mozilla's pdf.js),
 * its fonts (DejaVu Sans embedded, no standard font), its hash (the printed SHA-256 is the one verify confirms, and
 * it changes with a term), and who may download it.
 */
let t: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function contractOf(scene: ContractScene, token = scene.owner.token) {
  return ZContractResponse.parse((await postContract(t.app, 'get', token, scene.ids)).json());
}

async function pdfOf(scene: ContractScene, token = scene.owner.token) {
  const res = await downloadContract(t.app, token, scene.ids);
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  return { res, text: await pdfTextOf(res.rawPayload) };
}

async function signBoth(scene: ContractScene) {
  const { termsVersion, hash } = await contractOf(scene);
  for (const token of [scene.owner.token, scene.carrier.token]) {
    const res = await postContract(t.app, 'sign', token, { ...scene.ids, termsVersion, hash });
    expect(res.statusCode, res.body).toBe(200);
  }
  return hash;
}

/** The 64 hex digits after «SHA-256:» on the PDF, or null. */
function printedHash(text: string): string | null {
  return /SHA-256:\s*([0-9a-f]{64})/.exec(text)?.[1] ?? null;
}

describe('GET /api/deal/contract.pdf', () => {
  it('is the deal’s contract: parties with requisites, route, cargo, vehicle, driver, price, payment and terms', async () => {
    const scene = await contractScene(t.deps.db);
    const { number } = await contractOf(scene);
    const { res, text } = await pdfOf(scene);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const flat = text.replace(/\s+/g, ' ');
    for (const expected of [
      'Договор-заявка на перевозку груза',
      `№ ${number} от `,
      '1. Заказчик (грузовладелец)',
      'ООО «Грузы Анны»',
      `ИНН: ${OWNER_INN}`,
      'ОГРН / ОГРНИП: 1027700132195',
      'КПП: 773601001',
      'г Москва, ул Вавилова, д 19',
      'Представитель: Грузова Анна',
      '2. Перевозчик',
      'ИП Возов Пётр Петрович',
      `ИНН: ${CARRIER_INN}`,
      'Адрес погрузки: Москва, Тверская улица, 1',
      '09:00–12:00',
      'Адрес выгрузки: Казань, улица Баумана, 1',
      'Дата выгрузки: 15.01.2030',
      'Грузополучатель: ООО «Приёмка»',
      'Вид груза: Коробки, Мебель',
      'Вес: 1 500 кг',
      'Объём: 12,5 м³',
      'Количество мест: 24 шт.',
      'Тип кузова: Тент',
      'Способ погрузки: Задняя',
      'Госномер: А 123 ВС 77',
      'Водитель: Сидоров Семён',
      'Телефон водителя: +7 (916) 123-45-67',
      'Стоимость перевозки: 35 000 ₽',
      'Способ оплаты: Безнал с НДС',
      'Условия оплаты: 5 банковских дней после выгрузки',
      '7. Условия',
      'главой 40 Гражданского кодекса',
      'простой электронной подписью',
      '8. Подписи сторон',
      'Не подписано',
    ]) {
      expect(flat, expected).toContain(expected);
    }
    expect(flat).not.toContain('Подписан сторонами');
    expect(printedHash(flat)).toBeNull();
  });

  it('is an attachment with a Russian file name, never kept by a cache', async () => {
    const scene = await contractScene(t.deps.db);
    const { number } = await contractOf(scene);
    const { res } = await pdfOf(scene, scene.carrier.token);
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).toMatch(
      /^attachment; filename="dogovor-zayavka-[0-9A-F-]+\.pdf"; filename\*=UTF-8''/,
    );
    const encoded = /filename\*=UTF-8''(.+)$/.exec(disposition)?.[1] ?? '';
    expect(decodeURIComponent(encoded)).toBe(`Договор-заявка на перевозку груза № ${number}.pdf`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('embeds DejaVu Sans (regular and bold) and no standard font', async () => {
    const scene = await contractScene(t.deps.db);
    const { res } = await pdfOf(scene);
    const source = res.rawPayload.toString('latin1');
    const fonts = [...source.matchAll(/\/BaseFont \/([A-Za-z0-9+-]+)/g)].map((match) => match[1] ?? '');
    const families = new Set(fonts.map((name) => name.replace(/^[A-Z]{6}\+/, '')));
    expect([...families].sort()).toEqual(['DejaVuSans', 'DejaVuSans-Bold']);
    // Subsets of a TrueType font, embedded: each descriptor carries its font file.
    for (const name of fonts) expect(name).toMatch(/^[A-Z]{6}\+DejaVuSans(-Bold)?$/);
    const descriptors = [...source.matchAll(/\/Type \/FontDescriptor[\s\S]*?>>/g)].map((match) => match[0]);
    expect(descriptors.length).toBeGreaterThanOrEqual(2);
    for (const descriptor of descriptors) expect(descriptor).toMatch(/\/FontFile2 \d+ 0 R/);
    expect(source).not.toMatch(/\/BaseFont \/(Helvetica|Times|Courier)/);
  });

  it('signed by both: «Подписан сторонами» with both times, the SHA-256 verify confirms and where to check it', async () => {
    const scene = await contractScene(t.deps.db);
    const hash = await signBoth(scene);
    const { text } = await pdfOf(scene);
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Подписан сторонами');
    expect(flat).toMatch(
      /Заказчик \(грузовладелец\): ООО «Грузы Анны» Подписано простой электронной подписью \d{2}\.\d{2}\.\d{4} \d{2}:\d{2} МСК, Грузова Анна, IP 127\.0\.0\.1/,
    );
    expect(flat).toMatch(
      /Подписано простой электронной подписью \d{2}\.\d{2}\.\d{4} \d{2}:\d{2} МСК, Возов Пётр, IP/,
    );
    expect(flat).toMatch(
      /Заказчик — \d{2}\.\d{2}\.\d{4} \d{2}:\d{2} МСК, перевозчик — \d{2}\.\d{2}\.\d{4} \d{2}:\d{2} МСК/,
    );
    expect(flat).toContain('Проверить: http://localhost:3000/api/deal/contract/verify');
    expect(flat).not.toContain('Не подписано');
    const printed = printedHash(flat);
    expect(printed).toBe(hash);
    const verified = ZContractVerifyResponse.parse(
      (await postContract(t.app, 'verify', null, { hash: printed })).json(),
    );
    expect(verified).toMatchObject({ valid: true, signedByBoth: true, current: true });
  });

  it('one signature: that party’s line, «Не подписано» for the other, no hash yet', async () => {
    const scene = await contractScene(t.deps.db);
    const { termsVersion } = await contractOf(scene);
    await postContract(t.app, 'sign', scene.carrier.token, { ...scene.ids, termsVersion });
    const flat = (await pdfOf(scene)).text.replace(/\s+/g, ' ');
    expect(flat).toMatch(/Перевозчик: ИП Возов Пётр Петрович Подписано простой электронной подписью/);
    expect(flat).toMatch(/Заказчик \(грузовладелец\): ООО «Грузы Анны» Не подписано/);
    expect(flat).not.toContain('Подписан сторонами');
    expect(printedHash(flat)).toBeNull();
  });

  it('a changed term changes the hash; the new version is unsigned and prints the new term', async () => {
    const scene = await contractScene(t.deps.db);
    const oldHash = await signBoth(scene);
    const deal = await dealOf(t.deps.db, scene.articleId, scene.executorId);
    await updateDeal(t.deps.db, scene.articleId, scene.executorId, {
      driverName: 'Кузнецов Кирилл',
      termsVersion: deal.termsVersion + 1,
    });
    const after = await contractOf(scene);
    expect(after.hash).not.toBe(oldHash);
    expect(after.number.endsWith(`-${deal.termsVersion + 1}`)).toBe(true);
    const flat = (await pdfOf(scene)).text.replace(/\s+/g, ' ');
    expect(flat).toContain('Водитель: Кузнецов Кирилл');
    expect(flat).toContain(after.number);
    expect(flat).not.toContain('Подписан сторонами');
    const old = ZContractVerifyResponse.parse(
      (await postContract(t.app, 'verify', null, { hash: oldHash })).json(),
    );
    expect(old).toMatchObject({ valid: true, signedByBoth: true, current: false });
  });

  it('the same facts give the same hash; any printed fact changes it', async () => {
    const scene = await contractScene(t.deps.db);
    const first = await contractOf(scene);
    expect((await contractOf(scene, scene.carrier.token)).hash).toBe(first.hash);
    await updateDeal(t.deps.db, scene.articleId, scene.executorId, { vehiclePlate: 'В456ОР99' });
    const changed = await contractOf(scene);
    expect(changed.hash).not.toBe(first.hash);
    expect(changed.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('guest 401, someone else 404 (another cargo owner, a carrier), a malformed id 404, no id 400', async () => {
    const scene = await contractScene(t.deps.db);
    const stranger = await createCargo(t.deps.db);
    const otherCarrier = await createCarrier(t.deps.db);
    const guest = await downloadContract(t.app, null, scene.ids);
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({ error: true, errors: [{ msg: ERROR_MESSAGES.unauthorized }] });
    expect((await downloadContract(t.app, stranger.token, scene.ids)).statusCode).toBe(404);
    expect((await downloadContract(t.app, otherCarrier.token, scene.ids)).statusCode).toBe(404);
    const malformed = { articleId: 'не-id', executorId: scene.executorId };
    expect((await downloadContract(t.app, scene.owner.token, malformed)).statusCode).toBe(404);
    const missing = await t.app.inject({
      method: 'GET',
      url: `/api/deal/contract.pdf?articleId=${scene.articleId}`,
      headers: { authorization: `Bearer ${scene.owner.token}` },
    });
    expect(missing.statusCode).toBe(400);
  });
});
