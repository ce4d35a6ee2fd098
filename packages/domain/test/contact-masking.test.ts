import { describe, expect, it } from 'vitest';
import { CONTACT_MASK, maskContacts } from '../src/contact-masking';

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

  it('says whether it masked anything', () => {
    expect(maskContacts('тел. 89161234567').masked).toBe(true);
    expect(maskContacts('без контактов').masked).toBe(false);
  });
});
