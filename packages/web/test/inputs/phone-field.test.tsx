// @vitest-environment jsdom
import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PhoneField } from '../../src/shared/ui/inputs/PhoneField';
import { caretAfterDigits, formatNational, nationalFromInput } from '../../src/shared/ui/inputs/phone-format';
import { renderUi } from './render';

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <PhoneField label="Телефон" value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

const valueOf = () => screen.getByTestId('value').textContent;

describe('phone rules', () => {
  it('formats the national part as it grows', () => {
    expect(formatNational('')).toBe('');
    expect(formatNational('999')).toBe('(999');
    expect(formatNational('9991')).toBe('(999) 1');
    expect(formatNational('9991234')).toBe('(999) 123-4');
    expect(formatNational('9991234567')).toBe('(999) 123-45-67');
  });

  it('drops a country code or trunk prefix and keeps at most 10 national digits', () => {
    expect(nationalFromInput('+7 (999) 123-45-67', '').national).toBe('9991234567');
    expect(nationalFromInput('8 999 123 45 67', '').national).toBe('9991234567');
    expect(nationalFromInput('79991234567', '999').national).toBe('9991234567');
    expect(nationalFromInput('8', '').national).toBe('');
    expect(nationalFromInput('(812) 1', '812').national).toBe('8121');
    expect(nationalFromInput('(999) 123-45-678', '9991234567').national).toBe('9991234567');
  });

  it('places the caret after the n-th digit', () => {
    expect(caretAfterDigits('(999) 123-45-67', 4)).toBe(7);
    expect(caretAfterDigits('(999', 0)).toBe(1);
    expect(caretAfterDigits('', 0)).toBe(0);
  });
});

describe('PhoneField', () => {
  it('shows the +7 prefix by default', () => {
    renderUi(<Harness />);
    expect(screen.getByText('+7')).toBeTruthy();
  });

  it('keeps digits only and stores 11 digits starting with 7', () => {
    renderUi(<Harness />);
    const input = screen.getByLabelText('Телефон');
    fireEvent.change(input, { target: { value: '9a99b1234567' } });
    expect(valueOf()).toBe('79991234567');
    expect(input).toHaveProperty('value', '(999) 123-45-67');
  });

  it('normalises a pasted +7 (…) number', () => {
    renderUi(<Harness />);
    const input = screen.getByLabelText('Телефон');
    fireEvent.change(input, { target: { value: '+7 (912) 345-67-89' } });
    expect(valueOf()).toBe('79123456789');
  });

  it('treats a leading 8 as the trunk prefix, typed digit by digit', () => {
    renderUi(<Harness />);
    const input = screen.getByLabelText('Телефон');
    let shown = '';
    for (const digit of '89161234567') {
      fireEvent.change(input, { target: { value: shown + digit } });
      shown = (input as HTMLInputElement).value;
    }
    expect(valueOf()).toBe('79161234567');
    expect(shown).toBe('(916) 123-45-67');
  });

  it('is empty again when every digit is erased', () => {
    renderUi(<Harness initial="79" />);
    const input = screen.getByLabelText('Телефон');
    fireEvent.change(input, { target: { value: '(' } });
    expect(valueOf()).toBe('');
  });
});
