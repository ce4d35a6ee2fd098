import { CONTRACT_SIDE_LABELS, CONTRACT_SIDES, type ContractSide } from '@fura/domain/deal-contract';
import type { TContractSection } from '@fura/domain/deal-contract';
import {
  CONTRACT_LINE,
  CONTRACT_TEXT_SIZE,
  CONTRACT_TITLE,
  ensureRoom,
  sectionHeading,
  startContractPdf,
  writeClauses,
} from '../../files/contract-kit';
import type { ContractContent } from './contract-content';
import { ruDate } from './contract-sections';

/**
 * The deal's «договор-заявка» as a PDF (pdfkit, DejaVu Sans embedded): the title with its number and date, both
 * parties with their requisites, the route, cargo, vehicle, driver, price and payment, the site's terms, and the
 * signatures — each party's simple electronic signature with its Moscow time, name and address, or «Не подписано»;
 * signed by both, «Подписан сторонами» with both times, the content's SHA-256 and where to check it.
 */

export interface PdfSignature {
  side: ContractSide;
  name: string;
  signedAt: Date;
  ip: string;
}

export interface ContractPdfInput {
  content: ContractContent;
  sections: readonly TContractSection[];
  hash: string;
  /** The current version's signatures of this content. */
  signatures: readonly PdfSignature[];
  /** The public verify call's full address. */
  verifyUrl: string;
}

const moscowTime = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'Europe/Moscow',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** «29.11.2026 14:05 МСК». */
export function moscowDateTime(at: Date): string {
  return `${moscowTime.format(at).replace(',', '')} МСК`;
}

const LABEL_WIDTH = 150;
const GREY = '#555555';

export function renderContractPdf(input: ContractPdfInput): Promise<Buffer> {
  const { content, sections, hash, signatures, verifyUrl } = input;
  const title = `${CONTRACT_TITLE} № ${content.number} от ${ruDate(content.date)}`;
  const { doc, bytes } = startContractPdf({ Title: title, Author: content.site, Subject: CONTRACT_TITLE });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const size = CONTRACT_TEXT_SIZE;

  doc.font('bold').fontSize(14).text(CONTRACT_TITLE, left, doc.y, { width, align: 'center' });
  doc.fontSize(12).text(`№ ${content.number} от ${ruDate(content.date)}`, { width, align: 'center' });
  doc.font('regular').fontSize(size).text('автомобильным транспортом', { width, align: 'center' });
  doc.y += 8;
  doc
    .fillColor(GREY)
    .text(
      `Составлен на сайте «${content.site}» по данным сделки; версия условий ${content.termsVersion}. Сайт стороной договора не является и за его исполнение не отвечает.`,
      left,
      doc.y,
      { width, lineGap: 2 },
    )
    .fillColor('black');

  const row = (label: string, value: string) => {
    doc.font('regular').fontSize(size);
    const valueWidth = width - LABEL_WIDTH - 8;
    const height = Math.max(
      doc.heightOfString(`${label}:`, { width: LABEL_WIDTH }),
      doc.heightOfString(value, { width: valueWidth }),
    );
    ensureRoom(doc, height + 4);
    const y = doc.y;
    doc.fillColor(GREY).text(`${label}:`, left, y, { width: LABEL_WIDTH });
    doc.fillColor('black').text(value, left + LABEL_WIDTH + 8, y, { width: valueWidth });
    doc.x = left;
    doc.y = y + height + 3;
  };

  for (const section of sections) {
    sectionHeading(doc, section.title);
    for (const item of section.rows) row(item.label, item.value);
  }

  const termsNumber = sections.length + 1;
  // The heading with the first clause, never alone at the foot of a page.
  ensureRoom(doc, CONTRACT_LINE * 6);
  sectionHeading(doc, `${termsNumber}. Условия`);
  writeClauses(doc, termsNumber, content.terms);

  sectionHeading(doc, `${termsNumber + 1}. Подписи сторон`);
  const bySide = new Map(signatures.map((signature) => [signature.side, signature]));
  for (const side of CONTRACT_SIDES) {
    const party = side === 'cargo' ? content.cargoOwner : content.carrier;
    const signature = bySide.get(side);
    ensureRoom(doc, CONTRACT_LINE * 3);
    doc
      .font('bold')
      .fontSize(size)
      .text(`${CONTRACT_SIDE_LABELS[side]}: ${party.name || party.representative}`, left, doc.y, { width });
    doc
      .font('regular')
      .text(
        signature
          ? `Подписано простой электронной подписью ${moscowDateTime(signature.signedAt)}, ${signature.name}, IP ${signature.ip}`
          : 'Не подписано',
        left,
        doc.y,
        { width, lineGap: 2 },
      );
    doc.y += 6;
  }

  const cargo = bySide.get('cargo');
  const carrier = bySide.get('carrier');
  if (cargo && carrier) {
    ensureRoom(doc, CONTRACT_LINE * 5);
    doc.y += 4;
    doc
      .font('bold')
      .fontSize(size + 1)
      .text('Подписан сторонами', left, doc.y, { width });
    doc
      .font('regular')
      .fontSize(size)
      .text(
        `Заказчик — ${moscowDateTime(cargo.signedAt)}, перевозчик — ${moscowDateTime(carrier.signedAt)}`,
        left,
        doc.y,
        { width },
      );
    // Small enough for the 64 digits to stay on one line: a reader copies them whole.
    doc.font('regular').fontSize(8).text(`SHA-256: ${hash}`, left, doc.y, { width });
    doc.fontSize(size).text(`Проверить: ${verifyUrl}`, left, doc.y, { width });
  }

  doc.end();
  return bytes;
}
