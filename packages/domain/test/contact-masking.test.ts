import { describe, expect, it } from 'vitest';
import { CONTACT_MASK, hasContacts, maskContacts } from '../src/contact-masking';

const masked = (text: string) => maskContacts(text).text;

describe('maskContacts: the Russian ways of writing a contact', () => {
  it('masks phone numbers with +7 or 8, spaces, dashes, dots and brackets', () => {
    for (const phone of [
      '+7 (916) 123-45-67',
      '+79161234567',
      '8 916 123 45 67',
      '8-916-123-45-67',
      '8(916)1234567',
      '89161234567',
      '9161234567',
      '+7 916 123-4567',
      '8.916.123.45.67',
      '(495) 123-45-67',
      '7 495 123 45 67',
      '123-45-67',
    ]) {
      expect(masked(`Звоните: ${phone}, спросить Ивана`), phone).toBe(
        `Звоните: ${CONTACT_MASK}, спросить Ивана`,
      );
    }
  });

  it('masks a number written in words, alone or mixed with digits', () => {
    expect(masked('мой номер восемь девять один шесть один два три четыре пять шесть семь')).toBe(
      `мой номер ${CONTACT_MASK}`,
    );
    expect(masked('Восемь, девятьсот... нет: восемь 916 123 45 67')).toContain(CONTACT_MASK);
    expect(masked('восемь 916 123 45 67')).toBe(CONTACT_MASK);
  });

  it('masks e-mails, with «собака» too, @handles and messenger links', () => {
    expect(masked('пишите ivan.petrov@mail.ru')).toBe(`пишите ${CONTACT_MASK}`);
    expect(masked('почта ivan собака yandex точка ru')).toBe(`почта ${CONTACT_MASK}`);
    expect(masked('телега @ivan_gruz')).toBe(`телега ${CONTACT_MASK}`);
    expect(masked('https://t.me/ivan_gruz или t.me/+AbCdEf')).toBe(`${CONTACT_MASK} или ${CONTACT_MASK}`);
    expect(masked('wa.me/79161234567')).toBe(CONTACT_MASK);
    expect(masked('vk.com/id123')).toBe(CONTACT_MASK);
  });

  it('leaves the numbers of a listing alone: weights, prices, dates, times, volumes, an INN', () => {
    for (const text of [
      'Груз 20 т, 82 м³, 33 паллеты',
      'Ставка 150 000 ₽, без НДС',
      'Погрузка 12.05.2026 с 9:00 до 12:00',
      'Габариты 13,6 × 2,45 × 2,7 м',
      'ИНН 7707083893',
      'Маршрут М-11, 700 км',
      'Звонок после 18:00',
      'Оплата в течение 5 банковских дней',
    ]) {
      expect(maskContacts(text), text).toEqual({ text, masked: false });
    }
  });

  it('masks a number said as it is dictated: hundreds, tens and teens', () => {
    for (const said of [
      'восемь девятьсот шестнадцать сто двадцать три сорок пять шестьдесят семь',
      'Восемь, девятьсот шестнадцать, сто двадцать три, сорок пять, шестьдесят семь',
      'восемь 916 сто двадцать три 45 шестьдесят семь',
      'девятьсот шестнадцать двести ноль три ноль ноль одиннадцать',
    ]) {
      expect(masked(`звоните ${said}`), said).toBe(`звоните ${CONTACT_MASK}`);
    }
    // A few number words are not a phone.
    for (const text of ['двадцать пять паллет', 'сто двадцать километров', 'девятьсот шестнадцать рублей']) {
      expect(maskContacts(text), text).toEqual({ text, masked: false });
    }
  });

  it('masks underscores and typographic dashes, international numbers, a city number grouped with its code', () => {
    for (const phone of [
      '8_916_123_45_67',
      '8–916–123–45–67',
      '+7 — 916 — 123 — 45 — 67',
      '+375 29 123-45-67',
      '+380 50 123 4567',
      '+998 90 123 45 67',
      '495 123 45 67',
      '495-123-4567',
    ]) {
      expect(masked(`тел. ${phone} Иван`), phone).toBe(`тел. ${CONTACT_MASK} Иван`);
    }
    // Temperatures and sums with a plus are not phones; a 10-digit INN is not either.
    for (const text of ['Реф +2…+4 °C', 'Доплата +15 000 ₽ за простой', 'ИНН 5001234567']) {
      expect(maskContacts(text), text).toEqual({ text, masked: false });
    }
  });

  it('masks every contact of a long text and only them', () => {
    const line = 'Груз 20 т. Звоните 8 916 123 45 67 или пишите ivan@mail.ru, t.me/ivan_gruz. ';
    const result = maskContacts(line.repeat(40)).text;
    expect(result.split(CONTACT_MASK)).toHaveLength(3 * 40 + 1);
    expect(result).not.toMatch(/916|ivan/);
    expect(result.match(/Груз 20 т/g)).toHaveLength(40);
  });

  it('masks an e-mail whose local part is longer than its limit from the last 64 characters', () => {
    const text = `${'a'.repeat(100)}@mail.ru`;
    expect(masked(text)).toBe(`${'a'.repeat(36)}${CONTACT_MASK}`);
  });

  it("says whether a text holds a contact (the forms' hint)", () => {
    expect(hasContacts('Звоните +7 (916) 123-45-67')).toBe(true);
    expect(hasContacts('ivan собака yandex точка ru')).toBe(true);
    expect(hasContacts('@ivan_gruz')).toBe(true);
    expect(hasContacts('Погрузка 12.05.2026 с 9:00, 20 т')).toBe(false);
    expect(hasContacts('')).toBe(false);
  });

  it('says whether it masked anything', () => {
    expect(maskContacts('тел. 89161234567').masked).toBe(true);
    expect(maskContacts('без контактов').masked).toBe(false);
  });
});
