// @vitest-environment jsdom
import { useState } from 'react';
import { createEvent, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordField } from '../../src/shared/ui/inputs/PasswordField';
import { renderUi } from './render';

function Harness() {
  const [value, setValue] = useState('secret1');
  return <PasswordField label="Пароль" value={value} onChange={setValue} />;
}

describe('PasswordField', () => {
  it('hides the password until the toggle is pressed, then hides it again', () => {
    renderUi(<Harness />);
    const input = screen.getByLabelText('Пароль');
    expect(input).toHaveProperty('type', 'password');
    fireEvent.mouseDown(screen.getByRole('button', { name: 'Показать пароль' }));
    expect(input).toHaveProperty('type', 'text');
    fireEvent.mouseDown(screen.getByRole('button', { name: 'Скрыть пароль' }));
    expect(input).toHaveProperty('type', 'password');
  });

  it('allows pasting (password managers)', () => {
    renderUi(<Harness />);
    const input = screen.getByLabelText('Пароль');
    const paste = createEvent.paste(input);
    fireEvent(input, paste);
    expect(paste.defaultPrevented).toBe(false);
  });
});
