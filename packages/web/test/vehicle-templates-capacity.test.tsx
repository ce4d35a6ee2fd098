// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TemplateCreatePage } from '../src/features/vehicle-templates/pages/TemplateCreatePage';
import { renderPage } from './inputs/render';
import { fakeXhr, makeTemplate } from './vehicle-templates-fakes';

const GAZELLE_MESSAGE =
  'Газель перевозит до 1,5 т: укажите грузоподъёмность не больше 1,5 т или выберите другой тип';

function type(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

function choose(testId: string, option: string) {
  fireEvent.click(screen.getByTestId(testId));
  fireEvent.click(screen.getByRole('option', { name: option }));
}

/** The message shown under the input (Mantine links it with aria-describedby). */
function fieldError(testId: string): string | null {
  const input = screen.getByTestId(testId);
  if (input.getAttribute('aria-invalid') !== 'true') return null;
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('TemplateCreatePage: the vehicle’s capacity', { timeout: 30_000 }, () => {
  it('shows the Газель’s limit on the capacity field and sends nothing; another type clears it', async () => {
    const xhr = fakeXhr([{ status: 200, body: { error: false, template: makeTemplate({ _id: 'n1' }) } }]);
    renderPage(<TemplateCreatePage />, {
      path: '/create-template-auto',
      queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    });
    type('template-name', 'Газель белая');
    choose('template-vehicle-type', 'Газель (до 1,5 т)');
    choose('template-body', 'Тент');
    type('template-capacity', '2');
    fireEvent.click(screen.getByTestId('template-submit'));
    await waitFor(() => expect(fieldError('template-capacity')).toContain(GAZELLE_MESSAGE), {
      timeout: 5000,
    });
    expect(xhr.sent).toHaveLength(0);

    choose('template-vehicle-type', 'Грузовик до 5 т');
    await waitFor(() => expect(fieldError('template-capacity')).toBeNull(), { timeout: 5000 });
    fireEvent.click(screen.getByTestId('template-submit'));
    await waitFor(() => expect(xhr.sent).toHaveLength(1), { timeout: 5000 });
    expect(JSON.parse(xhr.sent[0]!.form.get('template') as string)).toMatchObject({
      vehicleType: 'truck5',
      capacityTons: 2,
    });
  });
});
