import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TSupportDialogItem, TSupportMessage } from '@fura/domain/support';
import { AdminSupportPage } from '../src/features/admin-support/pages/AdminSupportPage';
import { fieldError, type, WAIT } from './admin-console-helpers';
import { renderPage } from './inputs/render';
import { stubApi, type Handler } from './my-articles-fixtures';

const DIALOG = '44444444-4444-4444-8444-444444444444';
const USER = { _id: 'u1', name: 'Иван Петров', type: 'carrier' };

const DIALOGS: TSupportDialogItem[] = [
  {
    dialogId: DIALOG,
    user: USER,
    lastMessage: {
      text: 'Не проходит оплата тарифа',
      createdAt: '2030-08-01T10:05:00.000Z',
      fromSupport: false,
    },
    noRead: 2,
  },
  {
    dialogId: '55555555-5555-4555-8555-555555555555',
    user: { _id: 'u2', name: 'Ольга Смирнова', type: 'cargo' },
    lastMessage: {
      text: 'Спасибо, всё получилось',
      createdAt: '2030-07-30T09:00:00.000Z',
      fromSupport: true,
    },
    noRead: 0,
  },
];

function message(id: string, text: string, fromSupport: boolean, minute: number): TSupportMessage {
  return {
    _id: id,
    text,
    voiceSeconds: null,
    createdAt: `2030-08-01T10:${String(minute).padStart(2, '0')}:00.000Z`,
    fromSupport,
  };
}

const NEWEST = [
  message('m3', 'Здравствуйте!', false, 3),
  message('m4', 'Не проходит оплата тарифа', false, 5),
];
const OLDER = [message('m1', 'Первое обращение', false, 1), message('m2', 'Ответ поддержки', true, 2)];

function renderSupport(handlers: Record<string, Handler> = {}, path = '/admin/support') {
  const calls = stubApi({
    '/api/admin/support/dialogs': () => ({ body: { dialogs: DIALOGS, countAll: DIALOGS.length } }),
    '/api/admin/support/messages': (body) => ({
      body: body.before
        ? { user: USER, messages: OLDER, canLoad: false }
        : { user: USER, messages: NEWEST, canLoad: true },
    }),
    '/api/admin/support/read': () => ({ body: { error: false } }),
    '/api/admin/support/send': (body) => ({
      body: { error: false, message: message('m5', String(body.text), true, 9) },
    }),
    ...handlers,
  });
  renderPage(<AdminSupportPage />, { path, pattern: '/admin/support' });
  return calls;
}

const bodies = (calls: { path: string; body: unknown }[], name: string) =>
  calls.filter((call) => call.path === `/api/admin/support/${name}`).map((call) => call.body);

describe('/admin/support', { timeout: 30_000 }, () => {
  it('lists the dialogs with role, last message and unread badge; opening one reads it and marks it read', async () => {
    const calls = renderSupport();
    const [first, second] = await screen.findAllByTestId('support-dialog', {}, WAIT);
    expect(first!.textContent).toContain('Иван Петров');
    expect(first!.textContent).toContain('Перевозчик');
    expect(first!.textContent).toContain('Не проходит оплата тарифа');
    expect(within(first!).getByTestId('support-unread').textContent).toContain('2');
    expect(second!.textContent).toContain('Вы: Спасибо, всё получилось');
    expect(bodies(calls, 'dialogs')[0]).toEqual({ offset: 0 });

    fireEvent.click(screen.getByRole('button', { name: /Иван Петров/ }));
    const list = await screen.findByTestId('support-messages', {}, WAIT);
    expect(within(list).getAllByTestId('support-message-user')).toHaveLength(2);
    await waitFor(() => expect(bodies(calls, 'read')).toEqual([{ dialogId: DIALOG }]), WAIT);
    await waitFor(() => expect(screen.queryByTestId('support-unread')).toBeNull(), WAIT);
    expect(bodies(calls, 'messages')[0]).toEqual({ dialogId: DIALOG });
  });

  it('an empty answer is refused on the field; a typed one is sent and shown on the right', async () => {
    const calls = renderSupport({}, `/admin/support?dialog=${DIALOG}`);
    await screen.findByTestId('support-messages', {}, WAIT);
    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(
      () => expect(fieldError(screen.getByTestId('support-text'))).toContain('Введите сообщение'),
      WAIT,
    );
    expect(bodies(calls, 'send')).toHaveLength(0);

    type('support-text', 'Проверьте, пожалуйста, карту');
    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(bodies(calls, 'send')).toHaveLength(1), WAIT);
    expect(bodies(calls, 'send')[0]).toEqual({ dialogId: DIALOG, text: 'Проверьте, пожалуйста, карту' });
    const mine = await screen.findByTestId('support-message-mine', {}, WAIT);
    expect(mine.textContent).toContain('Проверьте, пожалуйста, карту');
    expect(screen.getByTestId<HTMLTextAreaElement>('support-text').value).toBe('');
  });

  it('a refused send keeps the text and shows the message on the field', async () => {
    renderSupport(
      {
        '/api/admin/support/send': () => ({
          status: 400,
          body: { error: true, errors: [{ msg: 'Сообщение — не длиннее 4000 символов', param: 'text' }] },
        }),
      },
      `/admin/support?dialog=${DIALOG}`,
    );
    await screen.findByTestId('support-messages', {}, WAIT);
    type('support-text', 'Длинный ответ');
    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(
      () => expect(fieldError(screen.getByTestId('support-text'))).toContain('не длиннее 4000'),
      WAIT,
    );
    expect(screen.getByTestId<HTMLTextAreaElement>('support-text').value).toBe('Длинный ответ');
  });

  it('«Показать более ранние» asks for messages before the oldest one and puts them first', async () => {
    const calls = renderSupport({}, `/admin/support?dialog=${DIALOG}`);
    await screen.findByTestId('support-messages', {}, WAIT);
    fireEvent.click(screen.getByRole('button', { name: 'Показать более ранние' }));
    await waitFor(
      () => expect(bodies(calls, 'messages')).toContainEqual({ dialogId: DIALOG, before: 'm3' }),
      WAIT,
    );
    await waitFor(
      () =>
        expect(screen.getByTestId('support-messages').firstElementChild?.textContent).toContain(
          'Первое обращение',
        ),
      WAIT,
    );
    expect(
      within(screen.getByTestId('support-messages')).getByTestId('support-message-mine').textContent,
    ).toContain('Ответ поддержки');
    expect(screen.queryByRole('button', { name: 'Показать более ранние' })).toBeNull();
  });
});
