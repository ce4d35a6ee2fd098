// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TemplateListPage } from '../src/features/vehicle-templates/pages/TemplateListPage';
import { renderPage } from './inputs/render';
import { makeTemplate, routeFetch, type FakeAnswer } from './vehicle-templates-fakes';

/** The machine running the tests may be busy: give asynchronous UI a few seconds. */
const WAIT = { timeout: 5000 };

const LIST = '/api/vehicle-template/list';
const ok = (templates: unknown[]): FakeAnswer => ({ status: 200, body: { error: false, templates } });

function renderList() {
  return renderPage(<TemplateListPage />, { path: '/mytemplate-auto' });
}

describe('TemplateListPage', { timeout: 30_000 }, () => {
  it('shows skeletons, then a card per template with every fact of the vehicle', async () => {
    routeFetch({
      [LIST]: () =>
        ok([
          makeTemplate(),
          makeTemplate({
            _id: 't2',
            name: 'Еврофура',
            vehicleType: 'eurotruck',
            make: '',
            model: '',
            capacityTons: 20,
            volumeM3: null,
            bodyType: 'refrigerator',
            loadingTypes: [],
            photo: null,
          }),
        ]),
    });
    renderList();
    expect(screen.getByTestId('template-loading-list')).toBeTruthy();
    const list = await screen.findByTestId('template-list', {}, WAIT);
    const [first, second] = within(list).getAllByTestId('template-card');

    expect(first!.textContent).toContain('Газель белая');
    expect(first!.textContent).toContain('Газель (до 1,5 т) · ГАЗ ГАЗель Next');
    expect(within(first!).getByText('1,5 т')).toBeTruthy();
    expect(within(first!).getByText('10,5 м³')).toBeTruthy();
    expect(first!.textContent).toContain('Кузов: Тент');
    expect(first!.textContent).toContain('Загрузка: Боковая, задняя');
    expect(within(first!).getByRole('img', { name: 'Фото: Газель белая' }).getAttribute('src')).toBe(
      '/files/templates/p1-thumb.webp',
    );
    expect(within(first!).getByTestId('template-edit').getAttribute('href')).toBe('/edit-template-auto/t1');

    expect(second!.textContent).toContain('Еврофура (20 т, 82–92 м³)');
    expect(within(second!).getByText('20 т')).toBeTruthy();
    expect(within(second!).queryAllByText(/^[\d,]+ м³$/)).toHaveLength(0);
    expect(within(first!).queryAllByText(/^[\d,]+ м³$/)).toHaveLength(1);
    expect(second!.textContent).not.toContain('Загрузка:');
    expect(within(second!).getByLabelText('Нет фото')).toBeTruthy();
    expect(screen.queryByTestId('template-loading-list')).toBeNull();
  });

  it('an empty list says what to do and leads to the create page', async () => {
    routeFetch({ [LIST]: () => ok([]) });
    renderList();
    const empty = await screen.findByTestId('template-empty', {}, WAIT);
    expect(empty.textContent).toContain('Здесь будет ваш транспорт');
    expect(empty.textContent).toContain('в один клик');
    fireEvent.click(within(empty).getByTestId('template-add'));
    expect((await screen.findByTestId('location', {}, WAIT)).textContent).toBe('/create-template-auto');
  });

  it('a failed load shows the reason and loads again on «Повторить»', async () => {
    let calls = 0;
    routeFetch({
      [LIST]: () => {
        calls += 1;
        return calls === 1
          ? {
              status: 500,
              body: { error: true, errors: [{ msg: 'Внутренняя ошибка сервера. Попробуйте позже' }] },
            }
          : ok([makeTemplate()]);
      },
    });
    renderList();
    const error = await screen.findByTestId('template-load-error', {}, WAIT);
    expect(error.textContent).toContain('Не удалось загрузить транспорт');
    expect(error.textContent).toContain('Внутренняя ошибка сервера. Попробуйте позже');
    fireEvent.click(within(error).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByTestId('template-card', {}, WAIT)).toBeTruthy();
    expect(calls).toBe(2);
  });

  it('deletes after confirmation and drops the card; cancelling sends nothing', async () => {
    const deleted: unknown[] = [];
    const fetchMock = routeFetch({
      [LIST]: () => ok([makeTemplate(), makeTemplate({ _id: 't2', name: 'Вторая' })]),
      '/api/vehicle-template/delete': (body) => {
        deleted.push(body);
        return { status: 200, body: { error: false } };
      },
    });
    renderList();
    const [first] = await screen.findAllByTestId('template-card', {}, WAIT);

    fireEvent.click(within(first!).getByTestId('template-delete'));
    expect(await screen.findByText(/Шаблон «Газель белая» будет удалён/, {}, WAIT)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByTestId('template-delete-confirm')).toBeNull(), WAIT);
    expect(deleted).toEqual([]);

    fireEvent.click(within(first!).getByTestId('template-delete'));
    fireEvent.click(await screen.findByTestId('template-delete-confirm', {}, WAIT));
    expect(await screen.findByText('Шаблон «Газель белая» удалён', {}, WAIT)).toBeTruthy();
    expect(deleted).toEqual([{ id: 't1' }]);
    await waitFor(() => expect(screen.getAllByTestId('template-card')).toHaveLength(1), WAIT);
    expect(screen.getByTestId('template-card').textContent).toContain('Вторая');
    expect(fetchMock.mock.calls.filter(([path]) => path === LIST)).toHaveLength(1);
  });

  it('a refused delete is shown as a toast and the list is loaded again', async () => {
    let listCalls = 0;
    routeFetch({
      [LIST]: () => {
        listCalls += 1;
        return ok(listCalls === 1 ? [makeTemplate()] : []);
      },
      '/api/vehicle-template/delete': () => ({
        status: 404,
        body: { error: true, errors: [{ msg: 'Шаблон не найден' }] },
      }),
    });
    renderList();
    fireEvent.click(await screen.findByTestId('template-delete', {}, WAIT));
    fireEvent.click(await screen.findByTestId('template-delete-confirm', {}, WAIT));
    expect(await screen.findByText('Шаблон не найден', {}, WAIT)).toBeTruthy();
    expect(await screen.findByTestId('template-empty', {}, WAIT)).toBeTruthy();
    expect(listCalls).toBe(2);
  });

  it('at 50 templates the add button is disabled and the page says why', async () => {
    routeFetch({
      [LIST]: () => ok(Array.from({ length: 50 }, (_, index) => makeTemplate({ _id: `t${index}` }))),
    });
    renderList();
    expect(await screen.findAllByTestId('template-card', {}, WAIT)).toHaveLength(50);
    expect(screen.getByTestId('template-add').hasAttribute('data-disabled')).toBe(true);
    expect(screen.getByText(/это максимум/)).toBeTruthy();
  });
});
