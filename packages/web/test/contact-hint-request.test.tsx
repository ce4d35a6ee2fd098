import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { CONTACT_HINT } from '../src/shared/ui/inputs/ContactHint';
import { carrierSession, listingAnswer, makeArticle, renderListing } from './article-deal-fixtures';
import { stubApi } from './my-articles-fixtures';

vi.mock('../src/shared/socket/socket', async () => (await import('./deal-socket')).dealSocketModule());

// jsdom has no FontFaceSet; Mantine's autosize textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

/** Issue 29: the request form says, under its text, that a contact in it waits for the choice of the executor. */
describe('the request form’s contact hint', () => {
  it('appears while the request holds a phone and describes the text field', async () => {
    stubApi({ '/api/article/getUserArticle': listingAnswer(makeArticle('a1')) });
    renderListing(carrierSession());
    const field = await screen.findByTestId('request-text-input', {}, { timeout: 5000 });
    const hint = screen.getByTestId('contact-hint');
    expect(hint.textContent).toBe('');
    fireEvent.change(field, { target: { value: 'Заберу завтра, звоните 8 916 123 45 67' } });
    expect(hint.textContent).toBe(CONTACT_HINT);
    expect(hint.getAttribute('role')).toBe('status');
    const describedBy = (field.getAttribute('aria-describedby') ?? '').split(' ');
    expect(describedBy.some((id) => document.getElementById(id)?.contains(hint))).toBe(true);
    fireEvent.change(field, { target: { value: 'Заберу завтра, тент 20 т' } });
    expect(hint.textContent).toBe('');
  });
});
