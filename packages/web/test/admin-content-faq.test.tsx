import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CONTENT_MESSAGES, type TFaqQuestion, type TFaqSection } from '@fura/domain/content';
import { AdminFaqPage } from '../src/features/admin-content/pages/AdminFaqPage';
import { choose, fieldError, type, WAIT } from './admin-console-helpers';
import { renderPage } from './inputs/render';
import { stubApi, type Handler } from './my-articles-fixtures';

const CARRIERS = '11111111-1111-4111-8111-111111111111';
const EVERYONE = '22222222-2222-4222-8222-222222222222';

function question(id: string, position: number, text: string): TFaqQuestion {
  return {
    id,
    slug: `q-${position}`,
    question: text,
    answer: `Ответ на «${text}»`,
    position,
    updatedAt: '2030-08-01T10:00:00.000Z',
  };
}

const TARIFF = question('33333333-3333-4333-8333-333333333331', 1, 'Как оплатить тариф?');
const AUTOPAY = question('33333333-3333-4333-8333-333333333332', 2, 'Как отключить автоплатёж?');

/** Sent out of order: the screen orders sections and questions by position. */
const SECTIONS: TFaqSection[] = [
  { id: EVERYONE, title: 'Общие вопросы', audience: 'all', position: 2, questions: [] },
  { id: CARRIERS, title: 'Тарифы', audience: 'carrier', position: 1, questions: [AUTOPAY, TARIFF] },
];

function renderFaq(handlers: Record<string, Handler> = {}) {
  const calls = stubApi({
    '/api/admin/content/faq/list': () => ({ body: { sections: SECTIONS } }),
    '/api/admin/content/faq/section/save': (body) => ({
      body: { section: { id: EVERYONE, questions: [], ...body } },
    }),
    '/api/admin/content/faq/question/save': (body) => ({ body: { question: { ...TARIFF, ...body } } }),
    '/api/admin/content/faq/section/delete': () => ({ body: { error: false } }),
    '/api/admin/content/faq/question/delete': () => ({ body: { error: false } }),
    ...handlers,
  });
  renderPage(<AdminFaqPage />, { path: '/admin/faq' });
  return calls;
}

const bodies = (calls: { path: string; body: unknown }[], path: string) =>
  calls.filter((call) => call.path === `/api/admin/content/faq/${path}`).map((call) => call.body);

describe('/admin/faq', { timeout: 30_000 }, () => {
  it('shows the sections and their questions in position order, with the audience', async () => {
    renderFaq();
    await screen.findAllByTestId('faq-section', {}, WAIT);
    const [first, second] = screen.getAllByTestId('faq-section');
    expect(within(first!).getByRole('heading').textContent).toBe('Тарифы');
    expect(first!.textContent).toContain('Перевозчикам');
    expect(second!.textContent).toContain('Всем');
    const questions = within(first!).getAllByTestId('faq-question-item');
    expect(questions.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Как оплатить тариф?'),
      expect.stringContaining('Как отключить автоплатёж?'),
    ]);
    expect(second!.textContent).toContain('В разделе пока нет вопросов');
  });

  it('edits a question: the preview renders the answer, the save sends the whole question', async () => {
    const calls = renderFaq();
    await screen.findAllByTestId('faq-section', {}, WAIT);
    fireEvent.click(screen.getByRole('button', { name: 'Изменить вопрос «Как оплатить тариф?»' }));
    const dialog = await screen.findByRole('dialog', { name: 'Изменить вопрос' }, WAIT);
    type('faq-question-answer', 'Картой в разделе **Тарифы**.', dialog);
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Предпросмотр' }));
    const preview = await within(dialog).findByTestId('faq-question-answer-preview', {}, WAIT);
    expect((await within(preview).findByText('Тарифы', {}, WAIT)).tagName).toBe('STRONG');
    fireEvent.click(within(dialog).getByTestId('faq-question-submit'));

    await waitFor(() => expect(bodies(calls, 'question/save')).toHaveLength(1), WAIT);
    expect(bodies(calls, 'question/save')[0]).toEqual({
      id: TARIFF.id,
      sectionId: CARRIERS,
      slug: TARIFF.slug,
      question: TARIFF.question,
      answer: 'Картой в разделе **Тарифы**.',
      position: 1,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
  });

  it('a taken question address (409) is shown on the address field', async () => {
    renderFaq({
      '/api/admin/content/faq/question/save': () => ({
        status: 409,
        body: { error: true, errors: [{ msg: CONTENT_MESSAGES.slugTaken, param: 'slug' }] },
      }),
    });
    await screen.findAllByTestId('faq-section', {}, WAIT);
    fireEvent.click(screen.getByRole('button', { name: 'Добавить вопрос в раздел «Общие вопросы»' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новый вопрос' }, WAIT);
    type('faq-question-text', 'Как связаться с поддержкой?', dialog);
    type('faq-question-slug', 'q-1', dialog);
    type('faq-question-answer', 'Напишите в чат.', dialog);
    fireEvent.click(within(dialog).getByTestId('faq-question-submit'));

    await waitFor(
      () =>
        expect(fieldError(within(dialog).getByTestId('faq-question-slug'))).toContain(
          CONTENT_MESSAGES.slugTaken,
        ),
      WAIT,
    );
    expect(within(dialog).getByTestId<HTMLInputElement>('faq-question-text').value).toBe(
      'Как связаться с поддержкой?',
    );
  });

  it('a new section: an empty name is refused on its field; a filled one is sent at the end of the list', async () => {
    const calls = renderFaq();
    await screen.findAllByTestId('faq-section', {}, WAIT);
    fireEvent.click(screen.getByTestId('faq-section-add'));
    const dialog = await screen.findByRole('dialog', { name: 'Новый раздел' }, WAIT);
    fireEvent.click(within(dialog).getByTestId('faq-section-submit'));
    await waitFor(
      () =>
        expect(fieldError(within(dialog).getByTestId('faq-section-title'))).toContain(
          'Заполните название раздела',
        ),
      WAIT,
    );
    expect(bodies(calls, 'section/save')).toHaveLength(0);

    type('faq-section-title', 'Оплата', dialog);
    choose('faq-section-audience', 'Грузовладельцам');
    fireEvent.click(within(dialog).getByTestId('faq-section-submit'));
    await waitFor(() => expect(bodies(calls, 'section/save')).toHaveLength(1), WAIT);
    expect(bodies(calls, 'section/save')[0]).toEqual({ title: 'Оплата', audience: 'cargo', position: 3 });
  });

  it('moving a question down swaps its position with the next one', async () => {
    const calls = renderFaq();
    await screen.findAllByTestId('faq-section', {}, WAIT);
    fireEvent.click(screen.getByRole('button', { name: 'Ниже: Как оплатить тариф?' }));
    await waitFor(() => expect(bodies(calls, 'question/save')).toHaveLength(2), WAIT);
    expect(
      bodies(calls, 'question/save').map((body) => [
        (body as TFaqQuestion).id,
        (body as TFaqQuestion).position,
      ]),
    ).toEqual([
      [TARIFF.id, 2],
      [AUTOPAY.id, 1],
    ]);
  });

  it('deleting a section asks first and sends its id', async () => {
    const calls = renderFaq();
    await screen.findAllByTestId('faq-section', {}, WAIT);
    fireEvent.click(screen.getByRole('button', { name: 'Удалить раздел «Общие вопросы»' }));
    const confirm = await screen.findByRole('dialog', { name: 'Удалить' }, WAIT);
    expect(confirm.textContent).toContain('вместе со всеми его вопросами');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(bodies(calls, 'section/delete')).toEqual([{ id: EVERYONE }]), WAIT);
    await screen.findByText('Раздел удалён', {}, WAIT);
  });
});
