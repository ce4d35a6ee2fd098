// @vitest-environment jsdom
import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DateField, todayIso } from '../../src/shared/ui/inputs/DateField';
import { renderUi } from './render';

function Harness({ initial = null, clearable = false }: { initial?: string | null; clearable?: boolean }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <DateField label="Дата загрузки" value={value} onChange={setValue} clearable={clearable} />
      <output data-testid="value">{value ?? ''}</output>
    </>
  );
}

describe('DateField', () => {
  it('computes today in the local time zone as YYYY-MM-DD', () => {
    expect(todayIso(new Date(2026, 10, 21, 23, 59))).toBe('2026-11-21');
  });

  it('shows the value as dd.MM.yyyy', () => {
    renderUi(<Harness initial="2030-05-07" />);
    expect(screen.getByText('07.05.2030')).toBeTruthy();
  });

  it('names the clear button of a clearable field after its label, and it clears', () => {
    renderUi(<Harness initial="2030-05-07" clearable />);
    fireEvent.click(screen.getByRole('button', { name: 'Дата загрузки: очистить' }));
    expect(screen.getByTestId('value').textContent).toBe('');
  });

  it('disables past days and lets today or a later day be picked', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 21, 12, 0));
    try {
      renderUi(<Harness initial={null} />);
      fireEvent.click(screen.getByRole('button', { name: /Дата загрузки/ }));
      const day = (label: string) => screen.getByRole<HTMLButtonElement>('button', { name: label });
      expect(day('1 ноября 2026').disabled).toBe(true);
      expect(day('20 ноября 2026').disabled).toBe(true);
      expect(day('21 ноября 2026').disabled).toBe(false);
      fireEvent.click(day('20 ноября 2026'));
      expect(screen.getByTestId('value').textContent).toBe('');
      fireEvent.click(day('22 ноября 2026'));
      expect(screen.getByTestId('value').textContent).toBe('2026-11-22');
      expect(screen.getByText('22.11.2026')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});
