import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

/**
 * What the site's two «Договор-заявка на перевозку груза» documents share: the blank template (default-contract.ts)
 * and a deal's filled contract (modules/deal/contract): the title, the terms' clauses, the page and the font. The font
 * is DejaVu Sans from an npm package (dejavu-fonts-ttf), so a fresh machine needs no system fonts; only the glyphs
 * used are embedded.
 */

export const CONTRACT_TITLE = 'Договор-заявка на перевозку груза';

/** The body text's size and a form line's height, in points. */
export const CONTRACT_TEXT_SIZE = 9.5;
export const CONTRACT_LINE = 17;

/**
 * The site's contract terms. `demurrage` completes the second clause: a blank to fill on the template, the parties'
 * agreement in a deal's contract.
 */
export function contractClauses(demurrage: string): string[] {
  return [
    'Перевозчик подаёт исправное транспортное средство, пригодное для перевозки груза, к месту погрузки в согласованные дату и время и доставляет груз грузополучателю в сохранности и в срок.',
    `Заказчик передаёт груз в надлежащей упаковке с документами на него и обеспечивает погрузку и выгрузку. Сверхнормативный простой (свыше 24 часов на погрузке или выгрузке) оплачивается ${demurrage}.`,
    'Перевозка оформляется транспортной накладной. Во всём, что не указано в заявке, стороны руководствуются главой 40 Гражданского кодекса Российской Федерации и Уставом автомобильного транспорта и городского наземного электрического транспорта (Федеральный закон № 259-ФЗ).',
    'Перевозчик отвечает за утрату, недостачу и повреждение груза с момента его принятия до выдачи грузополучателю в размере, установленном законом.',
    'Заявка, подписанная сторонами и переданная по электронной почте или в сообщениях биржи, имеет силу договора. Споры решаются переговорами, а при недостижении согласия — в суде по месту нахождения ответчика.',
  ];
}

const fonts = (() => {
  let loaded: { regular: Buffer; bold: Buffer } | null = null;
  return () => {
    if (!loaded) {
      const require = createRequire(import.meta.url);
      loaded = {
        regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
        bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
      };
    }
    return loaded;
  };
})();

export interface ContractPdf {
  doc: PDFKit.PDFDocument;
  /** The bytes, once `doc.end()` is called. */
  bytes: Promise<Buffer>;
}

/** An A4 document in Russian with the fonts registered as `regular` and `bold`. */
export function startContractPdf(info: { Title: string; Author: string; Subject: string }): ContractPdf {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 42, bottom: 42, left: 50, right: 50 },
    info,
    lang: 'ru-RU',
  });
  const { regular, bold } = fonts();
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}

/** A new page when `height` points do not fit above the bottom margin. */
export function ensureRoom(doc: PDFKit.PDFDocument, height: number): void {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

/** A numbered section's heading. */
export function sectionHeading(doc: PDFKit.PDFDocument, title: string): void {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  ensureRoom(doc, CONTRACT_LINE * 3);
  doc.y += 6;
  doc.font('bold').fontSize(10.5).text(title, left, doc.y, { width });
  doc.y += 5;
}

/** The terms as numbered clauses «7.1. …» under section `number`. */
export function writeClauses(doc: PDFKit.PDFDocument, number: number, clauses: readonly string[]): void {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  clauses.forEach((clause, index) => {
    ensureRoom(doc, CONTRACT_LINE * 2);
    doc
      .font('regular')
      .fontSize(CONTRACT_TEXT_SIZE)
      .text(`${number}.${index + 1}. ${clause}`, left, doc.y, { width, lineGap: 2 });
    doc.y += 3;
  });
}
