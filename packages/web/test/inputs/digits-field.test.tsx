// @vitest-environment jsdom
import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DigitsField } from '../../src/shared/ui/inputs/DigitsField';
import { digitsAfterBlur, stripNonDigits } from '../../src/shared/ui/inputs/digits';
import { renderUi } from './render';

function Harness({ min, initial = '' }: { min?: number; initial?: string }) {
  const [value, setValue] = useState(initial);
  return <DigitsField label="Вес" value={value} onChange={setValue} min={min} />;
}

describe('digits rules', () => {
  it('strips everything but digits', () => {
    expect(stripNonDigits('1a2 b-3,5.')).toBe('1235');
    expect(stripNonDigits('абв')).toBe('');
  });

  it('resets a value below the minimum or an empty one to 1 on blur', () => {
    expect(digitsAfterBlur('0', 1)).toBe('1');
    expect(digitsAfterBlur('', 1)).toBe('1');
    expect(digitsAfterBlur('3', 5)).toBe('1');
    expect(digitsAfterBlur('5', 5)).toBe('5');
    expect(digitsAfterBlur('', undefined)).toBe('');
    expect(digitsAfterBlur('0', undefined)).toBe('0');
  });
});

describe('DigitsField', () => {
  it('keeps only the digits that are typed', () => {
    renderUi(<Harness />);
    const input = screen.getByLabelText('Вес');
    fireEvent.change(input, { target: { value: '12кг 5' } });
    expect(input).toHaveProperty('value', '125');
  });

  it('on blur resets a value below the minimum to 1', () => {
    renderUi(<Harness min={1} />);
    const input = screen.getByLabelText('Вес');
    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.blur(input);
    expect(input).toHaveProperty('value', '1');
  });

  it('on blur keeps a value at or above the minimum', () => {
    renderUi(<Harness min={2} initial="7" />);
    const input = screen.getByLabelText('Вес');
    fireEvent.blur(input);
    expect(input).toHaveProperty('value', '7');
  });

  it('without a minimum leaves an empty value empty on blur', () => {
    renderUi(<Harness />);
    const input = screen.getByLabelText('Вес');
    fireEvent.blur(input);
    expect(input).toHaveProperty('value', '');
  });
});
