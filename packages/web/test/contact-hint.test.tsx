import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CONTACT_MASK } from '@fura/domain/contact-masking';
import type { TDialog } from '@fura/domain/dialog-schemas';
import { Composer } from '../src/features/dialog/components/Composer';
import { DialogPage } from '../src/features/dialog/pages/DialogPage';
import { CONTACT_HINT } from '../src/shared/ui/inputs/ContactHint';
import { NoPasteTextarea } from '../src/shared/ui/inputs/NoPasteTextarea';
import { makeDialog, makeDialogUser, makeMessage, ME, ok, stubDialogApi } from './dialog-fixtures';
import { makeSession } from './fixtures';
import { renderPage, renderUi } from './inputs/render';
import { makeQueryClient } from './render';

vi.mock('../src/shared/socket/socket', async () => {
  const module = (await import('./socket-mock')).mockSocketModule();
  Object.assign(module.getSocket(), { emit: vi.fn(), connected: true });
  return module;
});
vi.mock('../src/shared/sound/play-sound', () => ({ playSound: vi.fn() }));

/**
 * Issue 29: a listing's comment, a request and a message say under the field, while the text holds a phone, an
 * e-mail or a messenger handle, that the other side sees it only after the executor is chosen: a polite live region
 * that describes the field. A masked text from the server is shown as it comes.
 */

function Comment({ contactHint }: { contactHint: boolean }) {
  const [value, setValue] = useState('');
  return (
    <NoPasteTextarea
      label="Комментарий"
      value={value}
      onChange={setValue}
      maxLength={2000}
      contactHint={contactHint}
    />
  );
}

/** The hint region's text, and whether the field is described by the element holding it. */
function hintOf(field: HTMLElement): { text: string | null; describes: boolean } {
  const region = screen.queryByRole('status');
  const ids = (field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  const describes = ids.some((id) => {
    const element = document.getElementById(id);
    return region !== null && element !== null && element.contains(region);
  });
  return { text: region?.textContent ?? null, describes };
}

describe('NoPasteTextarea with contactHint (a listing’s comment, a request)', () => {
  it('shows the hint only while the text holds a contact, as a polite region that describes the field', () => {
    renderUi(<Comment contactHint />);
    const field = screen.getByRole('textbox', { name: 'Комментарий' });
    expect(hintOf(field)).toEqual({ text: '', describes: true });
    expect(screen.getByRole('status').getAttribute('role')).toBe('status');

    fireEvent.change(field, { target: { value: 'Звоните +7 (916) 123-45-67' } });
    expect(hintOf(field)).toEqual({ text: CONTACT_HINT, describes: true });
    expect(field.getAttribute('aria-describedby')).toBeTruthy();

    fireEvent.change(field, { target: { value: 'Погрузка 12.05 в 9:00, 20 т, 33 паллеты' } });
    expect(hintOf(field).text).toBe('');

    fireEvent.change(field, {
      target: { value: 'мой номер восемь девять один шесть один два три четыре пять шесть семь' },
    });
    expect(hintOf(field).text).toBe(CONTACT_HINT);
    fireEvent.change(field, { target: { value: 'почта ivan собака yandex точка ru' } });
    expect(hintOf(field).text).toBe(CONTACT_HINT);
    // The counter is still there.
    expect(screen.getByText(/\/ 2000/)).toBeTruthy();
  });

  it('without contactHint there is no hint at all (reviews, ban notes and the like)', () => {
    renderUi(<Comment contactHint={false} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Комментарий' }), {
      target: { value: '@ivan_gruz' },
    });
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByText(CONTACT_HINT)).toBeNull();
  });
});

describe('the message composer', () => {
  const renderComposer = (contactHint: boolean) =>
    renderUi(
      <Composer
        disabled={false}
        onSendText={vi.fn()}
        onSendVoice={vi.fn()}
        onTyping={vi.fn()}
        contactHint={contactHint}
      />,
    );

  it('shows the hint under the field while the message holds a handle or a link', () => {
    renderComposer(true);
    const field = screen.getByRole('textbox', { name: 'Сообщение' });
    expect(hintOf(field)).toEqual({ text: '', describes: true });
    fireEvent.change(field, { target: { value: 'пишите в t.me/ivan_gruz' } });
    expect(hintOf(field)).toEqual({ text: CONTACT_HINT, describes: true });
    fireEvent.change(field, { target: { value: 'Буду в 9' } });
    expect(hintOf(field).text).toBe('');
  });

  it('shows none when the dialog does not mask (contactHint off)', () => {
    renderComposer(false);
    fireEvent.change(screen.getByRole('textbox', { name: 'Сообщение' }), {
      target: { value: '8 916 123 45 67' },
    });
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('the dialog page', () => {
  function open(dialog: TDialog, text = 'Напишите мне на ivan@mail.ru') {
    stubDialogApi({
      '/api/dialog/open': () => ok({ dialog }),
      '/api/dialog/messages': () =>
        ok({
          messages: [makeMessage('m1', { text: `Мой номер ${CONTACT_MASK}`, isRead: true })],
          canLoad: false,
        }),
      '/api/dialog/read': () => ok({ dialogId: dialog._id, read: 0 }),
    });
    renderPage(<DialogPage mode="user" />, {
      path: '/dialog/u2',
      pattern: '/dialog/:id',
      queryClient: makeQueryClient(makeSession({}, { _id: ME })),
    });
    return text;
  }

  it('shows a masked message as it comes, and the hint while typing a contact', async () => {
    const text = open(makeDialog('d1', { user: makeDialogUser('u2') }));
    await waitFor(() => expect(screen.getByText(`Мой номер ${CONTACT_MASK}`)).toBeTruthy(), {
      timeout: 5000,
    });
    fireEvent.change(screen.getByTestId('message-input'), { target: { value: text } });
    expect(screen.getByTestId('contact-hint').textContent).toBe(CONTACT_HINT);
  });

  it('gives no hint in the support dialog (never masked)', async () => {
    const support = makeDialog('d1', { user: makeDialogUser('u2', { type: 'admin' }) });
    const text = open(support);
    await waitFor(() => expect(screen.getByTestId('message-input')).toBeTruthy(), { timeout: 5000 });
    fireEvent.change(screen.getByTestId('message-input'), { target: { value: text } });
    expect(screen.queryByTestId('contact-hint')).toBeNull();
  });

  it('gives no hint to a party of an open deal (the other’s contact is in the header)', async () => {
    const contact = {
      userId: 'u2',
      name: { first: 'Имя', last: 'Фамилия' },
      phone: '79161234567',
      email: 'a@b.ru',
    };
    const text = open(makeDialog('d1', { user: makeDialogUser('u2'), contact }));
    await waitFor(() => expect(screen.getByTestId('message-input')).toBeTruthy(), { timeout: 5000 });
    fireEvent.change(screen.getByTestId('message-input'), { target: { value: text } });
    expect(screen.queryByTestId('contact-hint')).toBeNull();
  });
});
