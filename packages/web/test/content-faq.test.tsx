import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FaqPage } from '../src/features/content/pages/FaqPage';
import { QuestionPage } from '../src/features/content/pages/QuestionPage';
import { makeFaq, notFound, serverDown, stubContentApi } from './content-fixtures';
import { renderPage } from './inputs/render';
import { makeQueryClient } from './render';

const WAIT = { timeout: 5000 };
const faqAnswer = () => ({ body: { sections: makeFaq() } });

function questionAnswer() {
  const section = makeFaq()[0]!;
  return {
    body: {
      question: section.questions[0],
      section: { id: section.id, title: section.title, audience: section.audience },
    },
  };
}

describe('/faq', { timeout: 20_000 }, () => {
  it('lists every section under its audience, each answer opening in place with a link to its own page', async () => {
    const calls = stubContentApi({ '/api/content/faq': faqAnswer });
    renderPage(<FaqPage />, { path: '/faq', queryClient: makeQueryClient(null) });
    expect(screen.getByTestId('faq-loading')).toBeTruthy();
    await screen.findByTestId('faq-group-cargo', {}, WAIT);

    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Грузовладельцам', 'Перевозчикам', 'Всем']);
    expect(within(screen.getByTestId('faq-group-carrier')).getByText('Что такое автоплатёж?')).toBeTruthy();
    expect(calls[0]?.path).toBe('/api/content/faq');

    fireEvent.click(screen.getByRole('button', { name: 'Как удалить объявление?' }));
    const item = screen.getAllByTestId('faq-question').find((node) => node.textContent?.includes('удалить'))!;
    await waitFor(() => expect(item.textContent).toContain('Откройте «Мои заказы».'), WAIT);
    const own = within(item).getByText('Открыть ответ отдельной страницей').closest('a');
    expect(own?.getAttribute('href')).toBe('/questions/kak-udalit-obyavlenie');
  });

  it('the search narrows the questions by their text and says when nothing matches', async () => {
    stubContentApi({ '/api/content/faq': faqAnswer });
    renderPage(<FaqPage />, { path: '/faq', queryClient: makeQueryClient(null) });
    const search = await screen.findByLabelText('Поиск по вопросам', {}, WAIT);

    fireEvent.change(search, { target: { value: 'АВТОПЛАТЕЖ' } });
    await waitFor(() => expect(screen.getAllByTestId('faq-question')).toHaveLength(1));
    expect(screen.getByText('Что такое автоплатёж?')).toBeTruthy();
    expect(screen.getByTestId('faq-found').textContent).toBe('Найдено 1 вопрос');
    expect(screen.queryByTestId('faq-group-cargo')).toBeNull();

    fireEvent.change(search, { target: { value: 'мои заказы' } });
    await waitFor(() => expect(screen.getByText('Как удалить объявление?')).toBeTruthy());
    expect(screen.getAllByTestId('faq-question')).toHaveLength(1);

    fireEvent.change(search, { target: { value: 'телепорт' } });
    expect(await screen.findByTestId('faq-nothing-found')).toBeTruthy();
    expect(screen.getByTestId('faq-found').textContent).toBe('Найдено 0 вопросов');

    fireEvent.change(search, { target: { value: '' } });
    await waitFor(() => expect(screen.getAllByTestId('faq-question')).toHaveLength(4));
  });

  it('a failed load offers «Повторить»', async () => {
    let fail = true;
    stubContentApi({ '/api/content/faq': () => (fail ? serverDown() : faqAnswer()) });
    renderPage(<FaqPage />, { path: '/faq', queryClient: makeQueryClient(null) });
    expect(await screen.findByTestId('faq-error', {}, WAIT)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByTestId('faq-group-all', {}, WAIT)).toBeTruthy();
  });
});

function renderQuestion(inside: 'public' | 'private', slug: string) {
  const pattern = inside === 'public' ? '/questions/:slug' : '/lk/questions/:slug';
  return renderPage(<QuestionPage inside={inside} />, {
    path: pattern.replace(':slug', slug),
    pattern,
    queryClient: makeQueryClient(null),
  });
}

describe('/questions/:slug and /lk/questions/:slug', { timeout: 20_000 }, () => {
  it('shows the question, its answer, its section and the section’s other questions, public links', async () => {
    stubContentApi({
      '/api/content/faq/kak-zaregistrirovatsya': questionAnswer,
      '/api/content/faq': faqAnswer,
    });
    renderQuestion('public', 'kak-zaregistrirovatsya');
    expect(screen.getByTestId('question-loading')).toBeTruthy();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Как зарегистрироваться?' }, WAIT),
    ).toBeTruthy();
    expect(screen.getByText('Нажмите «Регистрация».')).toBeTruthy();
    expect(screen.getByTestId('question-section').textContent).toBe('Регистрация');
    expect(screen.getByRole('link', { name: 'Все вопросы' }).getAttribute('href')).toBe('/faq');
    const others = await screen.findByTestId('other-questions', {}, WAIT);
    expect(within(others).getByRole('heading').textContent).toBe('Другие вопросы раздела');
    const links = within(others).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/questions/kak-udalit-obyavlenie']);
    await waitFor(() => expect(document.title).toBe('Фура | Как зарегистрироваться?'));
  });

  it('inside the private layout the links stay there and lead back to /support', async () => {
    stubContentApi({
      '/api/content/faq/kak-zaregistrirovatsya': questionAnswer,
      '/api/content/faq': faqAnswer,
    });
    renderQuestion('private', 'kak-zaregistrirovatsya');
    const others = await screen.findByTestId('other-questions', {}, WAIT);
    expect(within(others).getByRole('link').getAttribute('href')).toBe('/lk/questions/kak-udalit-obyavlenie');
    expect(screen.getByRole('link', { name: 'Вернуться в поддержку' }).getAttribute('href')).toBe('/support');
  });

  it('an unknown question shows the not-found page', async () => {
    stubContentApi({
      '/api/content/faq/nope': () => notFound('Вопрос не найден'),
      '/api/content/faq': faqAnswer,
    });
    renderQuestion('public', 'nope');
    expect(await screen.findByTestId('not-found', {}, WAIT)).toBeTruthy();
  });

  it('a failed load offers «Повторить»', async () => {
    let fail = true;
    stubContentApi({
      '/api/content/faq/kak-zaregistrirovatsya': () => (fail ? serverDown() : questionAnswer()),
      '/api/content/faq': faqAnswer,
    });
    renderQuestion('public', 'kak-zaregistrirovatsya');
    expect(await screen.findByTestId('question-error', {}, WAIT)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByTestId('question-title', {}, WAIT)).toBeTruthy();
  });
});
