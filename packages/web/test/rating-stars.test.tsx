// @vitest-environment jsdom
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodResolver } from '../src/shared/forms/zod-resolver';
import { FormField } from '../src/shared/ui/inputs/FormField';
import { RatingStars } from '../src/shared/ui/RatingStars';
import { RatingField } from '../src/features/article-view/components/deal/RatingField';
import { renderUi } from './inputs/render';

function RatingHarness({ error }: { error?: string }) {
  const [value, setValue] = useState(0);
  return (
    <>
      <RatingField label="Оценка" value={value} onChange={setValue} error={error} data-testid="rating" />
      <output data-testid="value">{value}</output>
    </>
  );
}

/** A form whose only field is a rating that must be chosen. */
function FormHarness() {
  const { control, handleSubmit } = useForm({
    defaultValues: { rating: 0 },
    resolver: zodResolver(z.object({ rating: z.number().min(1, 'Поставьте оценку') })),
  });
  return (
    <form onSubmit={handleSubmit(() => undefined)} noValidate>
      <FormField control={control} name="rating" component={RatingField} label="Оценка" />
      <button type="submit">Сохранить</button>
    </form>
  );
}

describe('RatingStars (a rating shown)', () => {
  it('is one image named «Оценка N из 5», its stars hidden from screen readers', () => {
    renderUi(<RatingStars value={4} />);
    const image = screen.getByRole('img', { name: 'Оценка 4 из 5' });
    expect(image.querySelectorAll('[aria-hidden="true"]')).toHaveLength(5);
    expect(image.querySelectorAll('[data-star-full]')).toHaveLength(4);
  });

  it('says a mean with its decimal comma and fills part of a star', () => {
    renderUi(<RatingStars value={4.3} />);
    const image = screen.getByRole('img', { name: 'Оценка 4,3 из 5' });
    expect(image.querySelectorAll('[data-star-full]')).toHaveLength(5);
  });
});

describe('RatingField (a rating chosen)', () => {
  it('is a required radio group named by its label, one radio «N из 5» per star', () => {
    renderUi(<RatingHarness />);
    const group = screen.getByRole('radiogroup', { name: 'Оценка' });
    expect(group.getAttribute('aria-required')).toBe('true');
    const radios = within(group).getAllByRole<HTMLInputElement>('radio');
    expect(radios.map((radio) => radio.getAttribute('aria-label'))).toEqual([
      '1 из 5',
      '2 из 5',
      '3 из 5',
      '4 из 5',
      '5 из 5',
    ]);
    expect(new Set(radios.map((radio) => radio.name)).size).toBe(1);
  });

  it('takes the value of the star chosen, by its label or by the radio itself (keyboard)', () => {
    renderUi(<RatingHarness />);
    const four = screen.getByRole<HTMLInputElement>('radio', { name: '4 из 5' });
    fireEvent.click(four.labels?.[0] as HTMLElement);
    expect(screen.getByTestId('value').textContent).toBe('4');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '4 из 5' }).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: '2 из 5' }));
    expect(screen.getByTestId('value').textContent).toBe('2');
  });

  it('ties its error to the group and marks it invalid', () => {
    renderUi(<RatingHarness error="Поставьте оценку" />);
    const group = screen.getByRole('radiogroup', { name: 'Оценка' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    const errorId = group.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe('Поставьте оценку');
  });

  it('takes the focus when the form is sent without a rating', async () => {
    renderUi(<FormHarness />);
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('1 из 5'));
    expect(screen.getByRole('radiogroup', { name: 'Оценка' }).getAttribute('aria-invalid')).toBe('true');
  });
});
