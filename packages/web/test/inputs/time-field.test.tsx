// @vitest-environment jsdom
import { useState } from 'react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TIME_NEEDS_DATE_HINT, TimeField } from '../../src/shared/ui/inputs/TimeField';
import { renderUi } from './render';

function Harness({ date }: { date: string | null }) {
  const [value, setValue] = useState<string | null>(null);
  return <TimeField label="Время загрузки" value={value} onChange={setValue} date={date} />;
}

describe('TimeField', () => {
  it('is disabled until a date is chosen and shows the exact hint', () => {
    renderUi(<Harness date={null} />);
    expect(TIME_NEEDS_DATE_HINT).toBe('Сначала введите дату ');
    expect(screen.getByLabelText('Часы')).toHaveProperty('disabled', true);
    expect(screen.getByLabelText('Минуты')).toHaveProperty('disabled', true);
    const hint = screen.getByText((_, element) => element?.textContent === TIME_NEEDS_DATE_HINT);
    expect(hint).toBeTruthy();
  });

  it('is enabled without the hint once a date is set', () => {
    renderUi(<Harness date="2030-05-01" />);
    expect(screen.getByLabelText('Часы')).toHaveProperty('disabled', false);
    expect(screen.queryByText((_, element) => element?.textContent === TIME_NEEDS_DATE_HINT)).toBeNull();
  });
});
