import { describe, expect, it } from 'vitest';
import { formatPlate, normalizePlate, plateKind } from '../src/vehicle-plate';

describe('госномер: the Russian formats of a truck and a trailer', () => {
  it('reads a vehicle’s and a trailer’s number with a two- or three-digit region', () => {
    expect(plateKind('А123ВС77')).toBe('vehicle');
    expect(plateKind('Х001ХХ777')).toBe('vehicle');
    expect(plateKind('АВ123477')).toBe('trailer');
    expect(plateKind('ЕК0001116')).toBe('trailer');
  });

  it('takes Latin look-alikes, lower case, spaces and dashes as the same number', () => {
    expect(normalizePlate('a 123 bc-77')).toBe('А123ВС77');
    expect(plateKind('o 777 oo 199')).toBe('vehicle');
    expect(formatPlate('a123bc777')).toBe('А 123 ВС 777');
    expect(formatPlate('ab 1234 50')).toBe('АВ 1234 50');
  });

  it('refuses letters plates never carry, zeros, bad regions and other shapes', () => {
    for (const typed of [
      'Б123ВС77', // Б is not a plate letter
      'A123BZ77', // Z has no Cyrillic look-alike
      'А000ВС77',
      'АВ000077',
      'А123ВС00',
      'А123ВС7',
      'А123ВС0777',
      '123ВС77',
      'АВС12377',
      '',
    ]) {
      expect(plateKind(typed), typed).toBeNull();
      expect(formatPlate(typed), typed).toBeNull();
    }
  });
});
