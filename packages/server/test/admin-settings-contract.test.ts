import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { CONTRACT_MAX_BYTES, SITE_SETTINGS_MESSAGES as M } from '@fura/domain/admin-site';
import { ZSettingsResponse } from '@fura/domain/settings';
import { adminAudit, fileDeletions } from '../src/db/schema';
import { createCargo, createCarrier } from './helpers/deals';
import { bearer, createUser, type CreatedUser } from './helpers/factories';
import { multipart } from './helpers/multipart';
import { startTestApp } from './helpers/test-app';

/**
 * Issue 12: the contract template. An admin uploads a PDF or a DOCX (checked by its bytes, at most 10 MB); the
 * settings link it and anyone downloads it as an attachment, never rendered. A database of its own: the uploads
 * change the settings other test files read.
 */
let t: Awaited<ReturnType<typeof startTestApp>>;
let admin: CreatedUser;

beforeAll(async () => {
  t = await startTestApp({ ownDatabase: true });
  admin = await createUser(t.deps.db, { type: 'admin' });
});
afterAll(() => t.close());

/** The smallest well-formed PDF: one empty page, its cross-reference table and trailer. */
function minimalPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A ZIP archive of stored (uncompressed) entries, as a Word document is one. */
function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = Buffer.from(text, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const docx = () =>
  zip({ '[Content_Types].xml': CONTENT_TYPES, 'word/document.xml': '<w:document>Договор</w:document>' });

function upload(token: string | null, data: Buffer, filename = 'dogovor.pdf', type = 'application/pdf') {
  const form = multipart([{ name: 'file', filename, contentType: type, data }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/settings/contract',
    headers: { ...form.headers, ...(token ? bearer(token) : {}) },
    payload: form.payload,
  });
}

async function shownDogovor(): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/page/getSettings' });
  return ZSettingsResponse.parse(res.json()).settings.dogovor;
}

function errorsOf(res: { json: () => unknown }) {
  return (res.json() as { errors: { msg: string; param?: string }[] }).errors;
}

describe('POST /api/admin/settings/contract', () => {
  it('a guest gets 401, a cargo owner and a carrier 404', async () => {
    const before = await shownDogovor();
    expect((await upload(null, minimalPdf())).statusCode).toBe(401);
    expect((await upload((await createCargo(t.deps.db)).token, minimalPdf())).statusCode).toBe(404);
    expect((await upload((await createCarrier(t.deps.db)).token, minimalPdf())).statusCode).toBe(404);
    expect(await shownDogovor()).toBe(before);
  });

  it('a real PDF is stored, linked from the settings and downloaded as an attachment with the same bytes', async () => {
    const pdf = minimalPdf();
    const res = await upload(admin.token, pdf);
    expect(res.statusCode).toBe(200);
    const { dogovor } = res.json<{ dogovor: string }>();
    expect(dogovor).toMatch(/^\/api\/page\/contract\/[0-9a-f-]{36}\.pdf$/);
    expect(await shownDogovor()).toBe(dogovor);

    const download = await t.app.inject({ method: 'GET', url: dogovor });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="dogovor\.pdf"/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(pdf)).toBe(true);

    const [audit] = await t.deps.db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.adminId, admin.user.id), eq(adminAudit.action, 'settingsEdit')))
      .orderBy(desc(adminAudit.createdAt));
    expect((audit?.after as { site: { dogovor: string } }).site.dogovor).toBe(dogovor);
  });

  it('a Word document is accepted and served as one; the template it replaces is queued for deletion', async () => {
    const previous = await shownDogovor();
    const res = await upload(admin.token, docx(), 'dogovor.docx', 'application/octet-stream');
    expect(res.statusCode).toBe(200);
    const { dogovor } = res.json<{ dogovor: string }>();
    expect(dogovor).toMatch(/\.docx$/);
    const download = await t.app.inject({ method: 'GET', url: dogovor });
    expect(download.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="dogovor\.docx"/);
    expect(download.rawPayload.equals(docx())).toBe(true);
    const queued = await t.deps.db
      .select()
      .from(fileDeletions)
      .where(eq(fileDeletions.key, previous.replace('/api/page/contract/', 'docs/')));
    expect(queued).toHaveLength(1);
  });

  it('an HTML page named .pdf is refused with 400 and the settings keep their link', async () => {
    const before = await shownDogovor();
    const html = Buffer.from('<!doctype html><html><script>alert(1)</script></html>');
    const res = await upload(admin.token, html, 'dogovor.pdf', 'application/pdf');
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res)).toEqual([{ msg: M.contractType, param: 'file' }]);
    expect(await shownDogovor()).toBe(before);
  });

  it('a ZIP without word/document.xml is not a Word document', async () => {
    const res = await upload(admin.token, zip({ 'readme.txt': 'привет' }), 'dogovor.docx');
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res)[0]?.msg).toBe(M.contractType);
  });

  it('a file over 10 MB is refused with 413', async () => {
    const big = Buffer.concat([minimalPdf(), Buffer.alloc(CONTRACT_MAX_BYTES, 0x20)]);
    const res = await upload(admin.token, big);
    expect(res.statusCode).toBe(413);
    expect(errorsOf(res)[0]?.msg).toBe(M.contractSize);
  });

  it('a request without a file or not a form is refused', async () => {
    const empty = multipart([{ name: 'comment', value: 'без файла' }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/settings/contract',
      headers: { ...empty.headers, ...bearer(admin.token) },
      payload: empty.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res)[0]?.msg).toBe(M.contractMissing);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/admin/settings/contract',
      headers: bearer(admin.token),
      payload: {},
    });
    expect(json.statusCode).toBe(415);
  });
});

describe('GET /api/page/contract/:name', () => {
  it('answers 404 for a name we never gave out', async () => {
    for (const name of ['00000000-0000-4000-8000-000000000000.pdf', 'evil.html', '..%2F..%2Fetc%2Fpasswd']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/page/contract/${name}` });
      expect(res.statusCode, name).toBe(404);
    }
  });
});
