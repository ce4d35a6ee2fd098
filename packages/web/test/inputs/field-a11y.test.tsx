// @vitest-environment jsdom
import { NumberInput, Textarea } from '@mantine/core';
import { screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { DateField } from '../../src/shared/ui/inputs/DateField';
import { EmailField } from '../../src/shared/ui/inputs/EmailField';
import { FormField } from '../../src/shared/ui/inputs/FormField';
import { NoPasteTextField } from '../../src/shared/ui/inputs/NoPasteTextField';
import { PasswordField } from '../../src/shared/ui/inputs/PasswordField';
import { TimeField } from '../../src/shared/ui/inputs/TimeField';
import { renderUi } from './render';

const noop = () => undefined;

/** The ids in an element's aria-describedby, resolved to their text. */
function descriptions(element: HTMLElement): string[] {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? `missing #${id}`);
}

describe('form fields: errors, hints and required marks reach assistive technology', () => {
  it('a text field with an error is invalid and described by the error', () => {
    renderUi(<EmailField label="E-mail" error="Введите корректный e-mail" />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(descriptions(input)).toEqual(['Введите корректный e-mail']);
  });

  it('withAsterisk says «required», not only draws a star', () => {
    renderUi(<NoPasteTextField label="Имя" value="" onChange={noop} withAsterisk />);
    expect(screen.getByRole('textbox', { name: /Имя/ }).getAttribute('aria-required')).toBe('true');
  });

  it('a plain Mantine input in a FormField marked withAsterisk says «required» too; unmarked ones do not', () => {
    function NoticeForm() {
      const { control } = useForm({ defaultValues: { text: '', days: 0, note: '' } });
      return (
        <>
          <FormField control={control} name="text" component={Textarea} label="Текст" withAsterisk />
          <FormField control={control} name="days" component={NumberInput} label="Дней" withAsterisk />
          <FormField control={control} name="note" component={Textarea} label="Заметка" />
        </>
      );
    }
    renderUi(<NoticeForm />);
    expect(screen.getByRole('textbox', { name: /Текст/ }).getAttribute('aria-required')).toBe('true');
    expect(screen.getByRole('textbox', { name: /Дней/ }).getAttribute('aria-required')).toBe('true');
    expect(screen.getByRole('textbox', { name: /Заметка/ }).hasAttribute('aria-required')).toBe(false);
  });

  it('an asterisked date or time in a FormField: required on the time’s inputs, never on the date’s button', () => {
    function LoadingFields() {
      const { control } = useForm<{ date: string | null; time: string | null }>({
        defaultValues: { date: null, time: null },
      });
      return (
        <>
          <FormField control={control} name="date" component={DateField} label="Дата" withAsterisk />
          <FormField
            control={control}
            name="time"
            component={TimeField}
            label="Время"
            date="2026-12-01"
            withAsterisk
          />
        </>
      );
    }
    renderUi(<LoadingFields />);
    // ARIA allows no aria-required on a button (axe: aria-allowed-attr).
    expect(screen.getByRole('button', { name: /Дата/ }).hasAttribute('aria-required')).toBe(false);
    expect(screen.getByRole('group', { name: /Время/ }).hasAttribute('aria-required')).toBe(false);
    expect(screen.getByRole('spinbutton', { name: 'Часы' }).getAttribute('aria-required')).toBe('true');
    expect(screen.getByRole('spinbutton', { name: 'Минуты' }).getAttribute('aria-required')).toBe('true');
  });

  it('a password with an error is invalid (Mantine only sets data-invalid there)', () => {
    renderUi(<PasswordField label="Пароль" value="" onChange={noop} error="Введите пароль" />);
    const input = screen.getByLabelText('Пароль');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(descriptions(input)).toEqual(['Введите пароль']);
  });

  it('a new password is described by its error, then by the rules with each one met or not', () => {
    renderUi(<PasswordField label="Пароль" value="abc" onChange={noop} withRules error="Слишком короткий" />);
    const [error, rules] = descriptions(screen.getByLabelText('Пароль'));
    expect(error).toBe('Слишком короткий');
    expect(rules).toContain('Не короче 8 символов: не выполнено');
    expect(rules).toContain('Есть буква: выполнено');
  });

  it('a time field groups its hours and minutes under its label, each described by the hint', () => {
    renderUi(<TimeField label="Погрузка с" value={null} onChange={noop} date={null} />);
    const group = screen.getByRole('group', { name: /Погрузка с/ });
    expect(group).toBeTruthy();
    const hours = screen.getByRole('spinbutton', { name: 'Часы' });
    expect(descriptions(hours)).toEqual(['Сначала введите дату ']);
  });
});
