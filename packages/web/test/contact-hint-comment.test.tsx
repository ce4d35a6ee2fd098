// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { ArticleCreatePage } from '../src/features/article-form/pages/ArticleCreatePage';
import { CONTACT_HINT } from '../src/shared/ui/inputs/ContactHint';
import { queryClientFor } from './article-form-fixtures';
import { renderPage } from './inputs/render';

vi.mock('../src/shared/ui/inputs/AddressField', async () => ({
  AddressField: (await import('./article-form-fixtures')).FakeAddressField,
}));
vi.mock('../src/shared/socket/socket', async () => (await import('./socket-mock')).mockSocketModule());

vi.setConfig({ testTimeout: 30_000 });

// jsdom has no FontFaceSet; Mantine's autosize textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

/** Issue 29: the listing form says, under the comment, that a contact in it waits for the choice of the executor. */
describe('the listing comment’s contact hint', () => {
  it('appears while the comment holds an e-mail or a handle, and describes the comment field', async () => {
    renderPage(<ArticleCreatePage type="order" />, {
      path: '/order-create',
      queryClient: queryClientFor('cargo'),
    });
    const field = await screen.findByTestId('article-comment', {}, { timeout: 5000 });
    const hint = screen.getByTestId('contact-hint');
    expect(hint.textContent).toBe('');
    fireEvent.change(field, { target: { value: 'Пишите ivan.petrov@mail.ru' } });
    expect(hint.textContent).toBe(CONTACT_HINT);
    const describedBy = (field.getAttribute('aria-describedby') ?? '').split(' ');
    expect(describedBy.some((id) => document.getElementById(id)?.contains(hint))).toBe(true);
    fireEvent.change(field, { target: { value: 'Стекло, аккуратно, @ivan_gruz' } });
    expect(hint.textContent).toBe(CONTACT_HINT);
    fireEvent.change(field, { target: { value: 'Стекло, аккуратно' } });
    expect(hint.textContent).toBe('');
  });
});
