// @vitest-environment jsdom
import { useState } from 'react';
import { createEvent, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NoPasteTextField } from '../../src/shared/ui/inputs/NoPasteTextField';
import { renderUi } from './render';

function Harness() {
  const [value, setValue] = useState('');
  return <NoPasteTextField label="Имя" value={value} onChange={setValue} />;
}

describe('NoPasteTextField', () => {
  it('blocks pasting', () => {
    renderUi(<Harness />);
    const input = screen.getByLabelText('Имя');
    const paste = createEvent.paste(input);
    fireEvent(input, paste);
    expect(paste.defaultPrevented).toBe(true);
  });

  it('still accepts typing', () => {
    renderUi(<Harness />);
    const input = screen.getByLabelText('Имя');
    fireEvent.change(input, { target: { value: 'Иван' } });
    expect(input).toHaveProperty('value', 'Иван');
  });
});
