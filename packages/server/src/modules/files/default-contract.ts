import { CARGO_TYPE_LABELS } from '@fura/domain/articles';
import { LOADING_TYPE_LABELS, PAYMENT_METHOD_LABELS } from '@fura/domain/article-options';
import type { TSiteSettings } from '@fura/domain/settings';
import { CONTRACT_TYPE_LABELS } from '@fura/domain/users';
import {
  CONTRACT_LINE as LINE,
  CONTRACT_TEXT_SIZE as SIZE,
  CONTRACT_TITLE,
  contractClauses,
  ensureRoom,
  sectionHeading,
  startContractPdf,
  writeClauses,
} from './contract-kit';

/**
 * The default contract template (issue 24): a «Договор-заявка на перевозку груза» form with blanks, made on the server
 * from the site's own text (its name and contacts from the settings, the choices of the listing form) until an
 * administrator uploads a template of his own. The title, terms, page and font are shared with a deal's filled
 * contract (contract-kit.ts).
 */

type ContractSite = Pick<TSiteSettings, 'copyright' | 'phone' | 'email'>;

const BOX = '☐';
/** A no-break space: a box stays with its option, an option on one line. */
const GLUE = '\u00a0';

/** The default template as PDF bytes. */
export function renderDefaultContract(site: ContractSite): Promise<Buffer> {
  const { doc, bytes } = startContractPdf({
    Title: CONTRACT_TITLE,
    Author: site.copyright,
    Subject: 'Шаблон договора',
  });

  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  const width = right - left;

  const room = (height: number) => ensureRoom(doc, height);
  /** A label and a line to write on, to the right edge (or to `to`). */
  const blank = (label: string, from = left, to = right) => {
    room(LINE);
    const y = doc.y;
    doc.font('regular').fontSize(SIZE).text(label, from, y, { lineBreak: false });
    const x = from + doc.widthOfString(label) + 4;
    doc
      .moveTo(x, y + SIZE + 1)
      .lineTo(to, y + SIZE + 1)
      .lineWidth(0.5)
      .stroke('#555555');
    doc.x = left;
    doc.y = y + LINE;
  };
  /** Two blanks side by side on one line. */
  const blanks = (first: string, second: string) => {
    const y = doc.y;
    const middle = left + width / 2;
    blank(first, left, middle - 12);
    doc.y = y;
    blank(second, middle, right);
  };
  const choices = (label: string, options: string[]) => {
    room(LINE * 2);
    doc
      .font('regular')
      .fontSize(SIZE)
      .text(
        `${label}  ${options.map((option) => `${BOX}${GLUE}${option.replaceAll(' ', GLUE)}`).join('    ')}`,
        left,
        doc.y,
        {
          width,
          lineGap: 3,
        },
      );
    doc.y += 4;
  };
  const section = (title: string) => sectionHeading(doc, title);

  doc.font('bold').fontSize(14).text(`${CONTRACT_TITLE.toUpperCase()} № ______`, left, doc.y, {
    width,
    align: 'center',
  });
  doc.font('regular').fontSize(SIZE).text('автомобильным транспортом', { width, align: 'center' });
  doc.y += 10;
  const dateLine = doc.y;
  blank('г.', left, left + 170);
  doc.y = dateLine;
  doc.text('«____» ________________ 20___ г.', left, dateLine, { width, align: 'right' });
  doc.y = dateLine + LINE + 2;
  doc
    .fillColor('#444444')
    .text(
      `Образец договора-заявки — ${site.copyright}. Заказчик и Перевозчик заполняют пустые поля, подписывают заявку и обмениваются экземплярами. Биржа стороной договора не является и за его исполнение не отвечает.`,
      left,
      doc.y,
      { width, lineGap: 2 },
    )
    .fillColor('black');

  const party = (title: string) => {
    section(title);
    blank('Наименование или ФИО:');
    choices('Правовая форма:', Object.values(CONTRACT_TYPE_LABELS));
    blanks('ИНН:', 'ОГРН / ОГРНИП:');
    blank('Паспорт (для физического лица, самозанятого):');
    blank('Адрес:');
    blanks('Телефон:', 'E-mail:');
  };
  party('1. Заказчик (грузовладелец)');
  party('2. Перевозчик');

  section('3. Маршрут и сроки');
  blank('Адрес погрузки:');
  blanks('Дата и время погрузки:', 'Контакт на погрузке:');
  blank('Адрес выгрузки:');
  blanks('Дата и время выгрузки:', 'Контакт на выгрузке:');
  blank('Грузополучатель:');

  section('4. Груз');
  choices('Вид груза:', Object.values(CARGO_TYPE_LABELS));
  blank('Наименование груза:');
  blanks('Вес, т:', 'Объём, м³:');
  blanks('Количество мест, упаковка:', 'Объявленная стоимость, руб.:');
  choices('Способ погрузки:', Object.values(LOADING_TYPE_LABELS));
  blank('Особые условия (температура, крепление, опасный груз):');

  section('5. Транспортное средство и водитель');
  blanks('Тип кузова:', 'Грузоподъёмность, т:');
  blanks('Марка и госномер тягача:', 'Госномер прицепа:');
  blank('Водитель (ФИО, паспорт):');
  blank('Телефон водителя:');

  section('6. Стоимость и оплата');
  blanks('Ставка, руб.:', 'Срок оплаты:');
  choices('Способ оплаты:', Object.values(PAYMENT_METHOD_LABELS));

  section('7. Условия');
  writeClauses(doc, 7, contractClauses('в размере _______ руб. за сутки'));

  section('8. Подписи сторон');
  room(LINE * 5);
  const signY = doc.y;
  const column = width / 2 - 12;
  for (const [x, who] of [
    [left, 'Заказчик'],
    [left + width / 2 + 12, 'Перевозчик'],
  ] as const) {
    doc.y = signY;
    doc.font('bold').fontSize(SIZE).text(who, x, signY, { width: column });
    doc.y = signY + LINE;
    blank('Должность, ФИО:', x, x + column);
    blank('Подпись:', x, x + column);
    doc.font('regular').fontSize(SIZE).text('М. П. (при наличии)', x, doc.y, { width: column });
  }
  doc.y += LINE;
  doc
    .fillColor('#666666')
    .fontSize(8)
    .text(`${site.copyright} · ${site.phone} · ${site.email}`, left, doc.y, { width, align: 'center' });

  doc.end();
  return bytes;
}
