import { describe, expect, it } from 'vitest';
import { INN_MESSAGES, innError, isValidInn, normalizeInn } from '../src/company-inn';

// Real INNs of public companies and a published ИП example; each with one digit changed fails.
const VALID_10 = ['7707083893', '7736207543', '7702070139'];
const VALID_12 = ['500100732259', '773173084809'];

describe('isValidInn: the check digits of the tax service', () => {
  it('accepts real 10- and 12-digit INNs', () => {
    for (const inn of [...VALID_10, ...VALID_12]) expect(isValidInn(inn), inn).toBe(true);
  });

  it('refuses any single mistyped digit of them', () => {
    for (const inn of [...VALID_10, ...VALID_12]) {
      for (let at = 0; at < inn.length; at += 1) {
        const digit = Number(inn[at]);
        const typo = `${inn.slice(0, at)}${(digit + 1) % 10}${inn.slice(at + 1)}`;
        expect(isValidInn(typo), typo).toBe(false);
      }
    }
  });

  it('refuses other lengths and non-digits', () => {
    for (const inn of ['', '770708389', '77070838931', '7707O83893', '5001007322590']) {
      expect(isValidInn(inn), inn).toBe(false);
    }
  });
});

describe('innError: the message for the form', () => {
  it('takes an ООО’s 10 digits and an ИП’s 12, typed with spaces or dashes', () => {
    expect(normalizeInn(' 7707 083-893 ')).toBe('7707083893');
    expect(innError('ooo', '7707 083 893')).toBeNull();
    expect(innError('ip', '5001-0073-2259')).toBeNull();
    expect(innError('selfEmployed', '500100732259')).toBeNull();
    expect(innError('person', '773173084809')).toBeNull();
  });

  it('says what is wrong: letters, the length for the form, the check digits', () => {
    expect(innError('ooo', '77070838ab')).toBe(INN_MESSAGES.digits);
    expect(innError('ooo', '500100732259')).toBe(INN_MESSAGES.lengthOoo);
    expect(innError('ip', '7707083893')).toBe(INN_MESSAGES.lengthPerson);
    expect(innError('ooo', '7707083894')).toBe(INN_MESSAGES.checksum);
    expect(innError('ip', '500100732258')).toBe(INN_MESSAGES.checksum);
  });
});
