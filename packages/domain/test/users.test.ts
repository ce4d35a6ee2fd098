import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CONTRACT_NOT_SPECIFIED_LABEL,
  CONTRACT_TYPES,
  CONTRACT_TYPE_LABELS,
  USER_ROLES,
  USER_TYPES,
  USER_TYPE_LABELS,
  contractLabel,
} from '../src/users';

describe('user types and roles', () => {
  it('publishing users are cargo or carrier', () => {
    expect(USER_TYPES).toEqual(['cargo', 'carrier']);
  });

  it('roles add the administrator', () => {
    expect(USER_ROLES).toEqual(['cargo', 'carrier', 'admin']);
  });

  it('every role has a Russian label', () => {
    expect(USER_TYPE_LABELS).toEqual({
      cargo: 'Грузовладелец',
      carrier: 'Перевозчик',
      admin: 'Администратор',
    });
  });
});

describe('contract types (SPEC §3)', () => {
  it('are 1..4', () => {
    expect(CONTRACT_TYPES).toEqual([1, 2, 3, 4]);
  });

  it.each([
    [1, 'Физическое лицо'],
    [2, 'Юридическое лицо (ООО)'],
    [3, 'Индивидуальный предприниматель'],
    [4, 'Самозанятый'],
  ] as const)('type %i is «%s» in the table and in contractLabel', (id, label) => {
    expect(CONTRACT_TYPE_LABELS[id]).toBe(label);
    expect(contractLabel(id)).toBe(label);
  });

  it('"not specified" is «Не указано»', () => {
    expect(CONTRACT_NOT_SPECIFIED_LABEL).toBe('Не указано');
  });

  it.each([null, undefined, 0, 5, -1, 1.5, Number.NaN])('contractLabel(%o) is «Не указано»', (id) => {
    expect(contractLabel(id)).toBe('Не указано');
  });

  it('any number outside 1..4 is not specified', () => {
    fc.assert(
      fc.property(
        fc.double().filter((n) => ![1, 2, 3, 4].includes(n)),
        (id) => contractLabel(id) === 'Не указано',
      ),
    );
  });
});
