import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TAdminLandingResponse } from '@fura/domain/admin-content';
import type { TLandingTexts, TRoleLanding } from '@fura/domain/content';
import { AdminLandingPage } from '../src/features/admin-content/pages/AdminLandingPage';
import { fieldError, type, WAIT } from './admin-console-helpers';
import { renderPage } from './inputs/render';
import { stubApi, type Handler } from './my-articles-fixtures';

function side(who: string): TRoleLanding {
  return {
    title: `${who}: заголовок`,
    lead: `${who}: подзаголовок`,
    benefits: [
      { title: 'Без посредников', text: 'Договаривайтесь напрямую.' },
      { title: 'Рейтинг', text: 'Отзывы после каждой сделки.' },
    ],
    steps: [{ title: 'Регистрация', text: 'Две минуты.' }],
    priceTitle: 'Цены',
    priceText: 'Бесплатно.',
    cta: 'Зарегистрироваться',
  };
}

const LANDING: TLandingTexts = {
  main: { title: 'Биржа грузоперевозок', lead: 'Заказы и машины по всей России' },
  cargo: side('Грузовладельцам'),
  carrier: side('Перевозчикам'),
  downloadApp: { title: 'Фура в телефоне', lead: 'Приложение для iOS и Android' },
};
const ANSWER: TAdminLandingResponse = { landing: LANDING, apps: { appStore: '', googlePlay: '' } };

function renderLanding(save?: Handler) {
  const calls = stubApi({
    '/api/admin/content/landing/get': () => ({ body: ANSWER }),
    '/api/admin/content/landing/save':
      save ?? ((body) => ({ body: { ...ANSWER, ...(body as Partial<TAdminLandingResponse>) } })),
  });
  renderPage(<AdminLandingPage />, { path: '/admin/landing' });
  return calls;
}

const saves = (calls: { path: string; body: unknown }[]) =>
  calls.filter((call) => call.path === '/api/admin/content/landing/save').map((call) => call.body);

describe('/admin/landing', { timeout: 30_000 }, () => {
  it('edits, adds and removes list items; sends the landing texts alone', async () => {
    const calls = renderLanding();
    const form = await screen.findByTestId('landing-form', {}, WAIT);
    const cargo = within(form).getByTestId('landing-cargo');
    fireEvent.change(within(cargo).getByLabelText(/Преимущество 1: заголовок/), {
      target: { value: 'Напрямую' },
    });
    fireEvent.click(within(cargo).getByRole('button', { name: 'Убрать: преимущество 2' }));
    fireEvent.click(within(cargo).getByRole('button', { name: 'Добавить: шаг' }));
    fireEvent.change(within(cargo).getByLabelText(/Шаг 2: заголовок/), { target: { value: 'Заявка' } });
    fireEvent.change(within(cargo).getByLabelText(/Шаг 2: текст/), {
      target: { value: 'Опубликуйте заказ.' },
    });
    fireEvent.click(screen.getByTestId('landing-submit'));

    await waitFor(() => expect(saves(calls)).toHaveLength(1), WAIT);
    const body = saves(calls)[0] as { landing: TLandingTexts };
    expect(Object.keys(body)).toEqual(['landing']);
    expect(body.landing.cargo.benefits).toEqual([{ title: 'Напрямую', text: 'Договаривайтесь напрямую.' }]);
    expect(body.landing.cargo.steps).toEqual([
      { title: 'Регистрация', text: 'Две минуты.' },
      { title: 'Заявка', text: 'Опубликуйте заказ.' },
    ]);
    expect(body.landing.carrier).toEqual(LANDING.carrier);
    await screen.findByText('Сохранено', {}, WAIT);
  });

  it('an emptied heading is refused on its field and nothing is sent; the last item cannot be removed', async () => {
    const calls = renderLanding();
    await screen.findByTestId('landing-form', {}, WAIT);
    type('carrier-title', '  ');
    expect(
      within(screen.getByTestId('landing-carrier')).getByRole('button', { name: 'Убрать: шаг 1' }),
    ).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByTestId('landing-submit'));
    await waitFor(
      () => expect(fieldError(screen.getByTestId('carrier-title'))).toContain('Заполните заголовок'),
      WAIT,
    );
    expect(saves(calls)).toHaveLength(0);
  });

  it('store links: http is refused, an empty one is allowed; only the links are sent', async () => {
    const calls = renderLanding();
    await screen.findByTestId('apps-form', {}, WAIT);
    type('apps-google-play', 'http://play.google.com/store/apps/details?id=ru.fura');
    fireEvent.click(screen.getByTestId('apps-submit'));
    await waitFor(
      () => expect(fieldError(screen.getByTestId('apps-google-play'))).toContain('https://'),
      WAIT,
    );
    expect(fieldError(screen.getByTestId('apps-app-store'))).toBeNull();
    expect(saves(calls)).toHaveLength(0);

    type('apps-google-play', 'https://play.google.com/store/apps/details?id=ru.fura');
    fireEvent.click(screen.getByTestId('apps-submit'));
    await waitFor(() => expect(saves(calls)).toHaveLength(1), WAIT);
    expect(saves(calls)[0]).toEqual({
      apps: { appStore: '', googlePlay: 'https://play.google.com/store/apps/details?id=ru.fura' },
    });
  });

  it('a server message about a link lands on that link', async () => {
    renderLanding(() => ({
      status: 400,
      body: { error: true, errors: [{ msg: 'Ссылка недоступна', param: 'apps.appStore' }] },
    }));
    await screen.findByTestId('apps-form', {}, WAIT);
    type('apps-app-store', 'https://apps.apple.com/app/id1');
    fireEvent.click(screen.getByTestId('apps-submit'));
    await waitFor(
      () => expect(fieldError(screen.getByTestId('apps-app-store'))).toContain('Ссылка недоступна'),
      WAIT,
    );
    expect(screen.getByTestId<HTMLInputElement>('apps-app-store').value).toBe(
      'https://apps.apple.com/app/id1',
    );
  });
});
