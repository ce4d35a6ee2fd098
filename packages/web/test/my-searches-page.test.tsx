import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ServerEventName, ServerEventPayload } from '@fura/domain/events';
import type { TSavedSearch } from '@fura/domain/saved-search-schemas';
import { MySearchesPage } from '../src/features/saved-searches/pages/MySearchesPage';
import type { SavedSearchPlaces } from '../src/shared/saved-searches/places';
import { fromSearchParams, toSearchRequest } from '../src/shared/search/search-params';
import { fromCorridorParams, toCorridorRequest } from '../src/shared/search/corridor-params';
import { makeSession } from './fixtures';
import { renderPage } from './inputs/render';
import { makeArticle, stubApi, type Call, type Handler } from './my-articles-fixtures';
import { makeQueryClient } from './render';
import { makeCorridorSearch, makeSavedSearch, savedSearchServer } from './saved-search-fixtures';

const socket = vi.hoisted(() => ({ on: vi.fn(), off: vi.fn(), io: { on: vi.fn(), off: vi.fn() } }));
vi.mock('../src/shared/socket/socket', () => ({
  getSocket: () => socket,
  connectSocket: vi.fn(),
  disconnectSocket: vi.fn(),
}));

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

type Listener = (payload: unknown) => void;

/** Delivers a server event to the listeners currently subscribed on the mocked socket. */
function emit<E extends ServerEventName>(event: E, payload: ServerEventPayload<E>) {
  const removed = new Set(
    socket.off.mock.calls.filter(([name]) => name === event).map(([, fn]) => fn as Listener),
  );
  const listeners = socket.on.mock.calls
    .filter(([name, fn]) => name === event && !removed.has(fn as Listener))
    .map(([, fn]) => fn as Listener);
  expect(listeners.length).toBeGreaterThan(0);
  act(() => listeners.forEach((listener) => listener(payload)));
}

/** The names of a search's places as the server keeps them beside the query (see shared/saved-searches/places). */
function withPlaces(search: TSavedSearch, places: SavedSearchPlaces): TSavedSearch {
  return Object.assign({}, search, { places });
}

const MOSCOW_KAZAN: SavedSearchPlaces = {
  from: { name: 'Москва', region: 'Москва' },
  to: { name: 'Казань', region: 'Республика Татарстан' },
};

function renderMySearches(handlers: Record<string, Handler>, type: 'carrier' | 'cargo' = 'carrier') {
  const calls = stubApi(handlers);
  const client = makeQueryClient(makeSession({}, { type }));
  renderPage(<MySearchesPage />, { path: '/my-searches', queryClient: client });
  return calls;
}

/** The hours and minutes boxes of a time field (a group named by its label). */
const part = (field: HTMLElement, name: 'Часы' | 'Минуты') =>
  within(field).getByLabelText<HTMLInputElement>(name);
const clock = (field: HTMLElement) => [part(field, 'Часы').value, part(field, 'Минуты').value];

const callsTo = (calls: Call[], path: string) => calls.filter((call) => call.path === path);

async function cardOf(name: string): Promise<HTMLElement> {
  const title = await screen.findByRole('heading', { level: 2, name });
  const card = title.closest('article');
  if (!card) throw new Error(`no card of ${name}`);
  return card;
}

describe('«Мои поиски»: the states of the list', () => {
  it('shows skeletons while the list loads', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    );
    renderPage(<MySearchesPage />, { path: '/my-searches', queryClient: makeQueryClient(makeSession()) });
    expect(screen.getByRole('heading', { level: 1, name: 'Мои поиски' })).toBeTruthy();
    expect(screen.getByTestId('saved-searches-loading').getAttribute('aria-busy')).toBe('true');
  });

  it('empty: says how to save a search and leads to the searches of the role', async () => {
    const server = savedSearchServer([]);
    renderMySearches(server.handlers, 'carrier');
    const empty = await screen.findByTestId('saved-searches-empty');
    expect(empty.textContent).toContain('Сохранённых поисков пока нет');
    expect(empty.textContent).toContain('«Сохранить поиск и присылать новые»');
    const links = within(empty).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/search-order', '/route-order']);
    expect(screen.queryByTestId('saved-searches-count')).toBeNull();
  });

  it('a failed load offers «Повторить»', async () => {
    let fail = true;
    const server = savedSearchServer([makeSavedSearch('s1')]);
    renderMySearches({
      ...server.handlers,
      '/api/saved-search/list': (body) =>
        fail
          ? { status: 503, body: { error: true, errors: [{ msg: 'Сервер недоступен' }] } }
          : server.handlers['/api/saved-search/list']!(body),
    });
    const error = await screen.findByTestId('saved-searches-error');
    expect(error.textContent).toContain('Сервер недоступен');
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Повторить' }));
    expect(await cardOf('Москва → Казань, тент')).toBeTruthy();
  });

  it('lists each search with its new count, its query in one line and «N из 20»', async () => {
    const server = savedSearchServer([
      withPlaces(makeSavedSearch('s1', { newCount: 3 }), MOSCOW_KAZAN),
      makeSavedSearch('s2', { name: 'Без названий мест', newCount: 0, paused: true }),
      withPlaces(makeCorridorSearch('s3', { newCount: 1 }), {
        departure: { name: 'Москва', region: 'Москва' },
        via: [{ name: 'Владимир', region: 'Владимирская область' }],
        destination: { name: 'Казань', region: 'Республика Татарстан' },
      }),
    ]);
    renderMySearches(server.handlers);

    const first = await cardOf('Москва → Казань, тент');
    expect(screen.getByTestId('saved-searches-count').textContent).toBe('Сохранено 3 из 20');
    expect(within(first).getByTestId('saved-search-new').textContent).toBe('3 новых');
    expect(within(first).getByTestId('saved-search-summary').textContent).toBe(
      'Заказы · Москва ±50 км → Казань ±100 км · погрузка с 01.08.2030 · вес до 20 т · кузов: тент',
    );
    expect(within(first).queryByTestId('saved-search-paused')).toBeNull();

    // The query keeps coordinates only: without the names the search's own name says where, the line the radii.
    const second = await cardOf('Без названий мест');
    expect(within(second).queryByTestId('saved-search-new')).toBeNull();
    expect(within(second).getByTestId('saved-search-paused').textContent).toBe('Пауза');
    expect(within(second).getByTestId('saved-search-summary').textContent).toContain(
      'Заказы · откуда ±50 км → куда ±100 км',
    );

    const corridor = await cardOf('По пути: Москва → Казань');
    expect(within(corridor).getByTestId('saved-search-new').textContent).toBe('1 новое');
    expect(within(corridor).getByTestId('saved-search-summary').textContent).toBe(
      'Заказы · Москва → Владимир → Казань · По пути ±30 км · мебель',
    );
  });
});

describe('«Мои поиски»: changes go to the server at once', () => {
  it('the switch pauses and resumes a search', async () => {
    const server = savedSearchServer([makeSavedSearch('s1')]);
    const calls = renderMySearches(server.handlers);
    const card = await cardOf('Москва → Казань, тент');
    const active = within(card).getByRole<HTMLInputElement>('switch', { name: /Активен/ });
    expect(active.checked).toBe(true);

    fireEvent.click(active);
    await waitFor(() => expect(callsTo(calls, '/api/saved-search/update')).toHaveLength(1));
    expect(callsTo(calls, '/api/saved-search/update')[0]?.body).toEqual({ id: 's1', paused: true });
    await waitFor(() => expect(within(card).getByTestId('saved-search-paused')).toBeTruthy());

    fireEvent.click(within(card).getByRole('switch', { name: /Активен/ }));
    await waitFor(() => expect(callsTo(calls, '/api/saved-search/update')).toHaveLength(2));
    expect(callsTo(calls, '/api/saved-search/update')[1]?.body).toEqual({ id: 's1', paused: false });
    await waitFor(() => expect(within(card).queryByTestId('saved-search-paused')).toBeNull());
  });

  it('a channel checkbox sends the channels; the last one cannot go; the server’s message sits at the group', async () => {
    const server = savedSearchServer([makeSavedSearch('s1', { channels: ['site'] })]);
    let refuse = false;
    const calls = renderMySearches({
      ...server.handlers,
      '/api/saved-search/update': (body) =>
        refuse
          ? {
              status: 400,
              body: {
                error: true,
                errors: [{ msg: 'Push на этом устройстве выключены', param: 'channels' }],
              },
            }
          : server.handlers['/api/saved-search/update']!(body),
    });
    const card = await cardOf('Москва → Казань, тент');
    const group = within(card).getByRole('group', { name: 'Куда присылать новые' });

    fireEvent.click(within(group).getByRole('checkbox', { name: 'На почту' }));
    await waitFor(() => expect(callsTo(calls, '/api/saved-search/update')).toHaveLength(1));
    expect(callsTo(calls, '/api/saved-search/update')[0]?.body).toEqual({
      id: 's1',
      channels: ['site', 'email'],
    });
    await waitFor(() =>
      expect(within(group).getByRole<HTMLInputElement>('checkbox', { name: 'На почту' }).checked).toBe(true),
    );

    fireEvent.click(within(group).getByRole('checkbox', { name: 'На сайте' }));
    await waitFor(() => expect(callsTo(calls, '/api/saved-search/update')).toHaveLength(2));
    fireEvent.click(within(group).getByRole('checkbox', { name: 'На почту' }));
    // None left: refused here, with the domain's message tied to the group; nothing sent.
    const describedBy = () => group.getAttribute('aria-describedby') ?? '';
    await waitFor(() => expect(describedBy()).not.toBe(''));
    const message = () =>
      describedBy()
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
    expect(message()).toContain('Выберите, куда присылать новые объявления');
    expect(callsTo(calls, '/api/saved-search/update')).toHaveLength(2);
    expect(within(group).getByRole<HTMLInputElement>('checkbox', { name: 'На почту' }).checked).toBe(true);

    refuse = true;
    fireEvent.click(within(group).getByRole('checkbox', { name: 'Push-уведомления' }));
    await waitFor(() => expect(message()).toContain('Push на этом устройстве выключены'));
    expect(callsTo(calls, '/api/saved-search/update')[2]?.body).toEqual({
      id: 's1',
      channels: ['email', 'push'],
    });
    // The refused change is taken back.
    await waitFor(() =>
      expect(
        within(group).getByRole<HTMLInputElement>('checkbox', { name: 'Push-уведомления' }).checked,
      ).toBe(false),
    );
  });

  it('quiet hours: the checkbox turns them off at once, a time goes when its field is left', async () => {
    const server = savedSearchServer([makeSavedSearch('s1')]);
    const calls = renderMySearches(server.handlers);
    const card = await cardOf('Москва → Казань, тент');
    const from = within(card).getByRole('group', { name: 'Не беспокоить с' });
    const to = within(card).getByRole('group', { name: 'Не беспокоить до' });
    expect(clock(from)).toEqual(['22', '00']);
    expect(clock(to)).toEqual(['07', '00']);

    fireEvent.change(part(from, 'Часы'), { target: { value: '23' } });
    fireEvent.change(part(from, 'Минуты'), { target: { value: '30' } });
    expect(callsTo(calls, '/api/saved-search/update')).toHaveLength(0);
    fireEvent.focusOut(part(from, 'Минуты'));
    await waitFor(() => expect(callsTo(calls, '/api/saved-search/update')).toHaveLength(1));
    expect(callsTo(calls, '/api/saved-search/update')[0]?.body).toEqual({
      id: 's1',
      quietHours: { from: '23:30', to: '07:00' },
    });

    // A time that is not whole is not sent: its message is tied to the field's boxes.
    fireEvent.keyDown(part(to, 'Минуты'), { key: 'Backspace' });
    fireEvent.focusOut(part(to, 'Минуты'));
    await waitFor(() => expect(part(to, 'Часы').getAttribute('aria-invalid')).toBe('true'));
    const describedBy = part(to, 'Часы').getAttribute('aria-describedby') ?? '';
    expect(describedBy.split(' ').map((id) => document.getElementById(id)?.textContent ?? '')).toContain(
      'Укажите время: часы и минуты',
    );
    expect(callsTo(calls, '/api/saved-search/update')).toHaveLength(1);

    fireEvent.click(within(card).getByRole('checkbox', { name: /Тихие часы/ }));
    await waitFor(() => expect(callsTo(calls, '/api/saved-search/update')).toHaveLength(2));
    expect(callsTo(calls, '/api/saved-search/update')[1]?.body).toEqual({ id: 's1', quietHours: null });
    await waitFor(() => expect(part(from, 'Часы').disabled).toBe(true));
  });

  it('rename: the new name goes to the server; its refusal is shown at the field', async () => {
    const server = savedSearchServer([makeSavedSearch('s1')]);
    let refuse = true;
    const calls = renderMySearches({
      ...server.handlers,
      '/api/saved-search/update': (body) =>
        refuse
          ? {
              status: 400,
              body: { error: true, errors: [{ msg: 'Название — не длиннее 60 символов', param: 'name' }] },
            }
          : server.handlers['/api/saved-search/update']!(body),
    });
    const card = await cardOf('Москва → Казань, тент');
    fireEvent.click(within(card).getByRole('button', { name: 'Переименовать: Москва → Казань, тент' }));
    const input = within(card).getByRole<HTMLInputElement>('textbox', { name: /Название поиска/ });
    expect(input.value).toBe('Москва → Казань, тент');

    fireEvent.change(input, { target: { value: 'Казань, срочно' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(callsTo(calls, '/api/saved-search/update')[0]?.body).toEqual({ id: 's1', name: 'Казань, срочно' });
    const errorId = input.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe('Название — не длиннее 60 символов');
    // The title is the saved one again.
    expect(within(card).getByTestId('saved-search-title').textContent).toBe('Москва → Казань, тент');

    refuse = false;
    fireEvent.click(within(card).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(within(card).queryByTestId('saved-search-rename')).toBeNull());
    expect(callsTo(calls, '/api/saved-search/update')[1]?.body).toEqual({ id: 's1', name: 'Казань, срочно' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Казань, срочно' })).toBeTruthy();
  });

  it('an empty name is refused before the server', async () => {
    const server = savedSearchServer([makeSavedSearch('s1')]);
    const calls = renderMySearches(server.handlers);
    const card = await cardOf('Москва → Казань, тент');
    fireEvent.click(within(card).getByRole('button', { name: 'Переименовать: Москва → Казань, тент' }));
    const input = within(card).getByRole('textbox', { name: /Название поиска/ });
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Назовите поиск',
    );
    expect(callsTo(calls, '/api/saved-search/update')).toHaveLength(0);
  });

  it('delete asks first, then removes the search', async () => {
    const server = savedSearchServer([makeSavedSearch('s1'), makeSavedSearch('s2', { name: 'Второй' })]);
    const calls = renderMySearches(server.handlers);
    const card = await cardOf('Москва → Казань, тент');

    fireEvent.click(within(card).getByRole('button', { name: 'Удалить: Москва → Казань, тент' }));
    const dialog = await screen.findByRole('dialog', { name: 'Удалить поиск?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(calls, '/api/saved-search/delete')).toHaveLength(0);

    fireEvent.click(within(card).getByRole('button', { name: 'Удалить: Москва → Казань, тент' }));
    const again = await screen.findByRole('dialog', { name: 'Удалить поиск?' });
    expect(again.textContent).toContain('«Москва → Казань, тент»');
    fireEvent.click(within(again).getByTestId('saved-search-delete-confirm'));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Москва → Казань, тент' })).toBeNull());
    expect(callsTo(calls, '/api/saved-search/delete')[0]?.body).toEqual({ id: 's1' });
    expect(await screen.findByText('Поиск «Москва → Казань, тент» удалён')).toBeTruthy();
    expect(screen.getByTestId('saved-searches-count').textContent).toBe('Сохранено 1 из 20');
  });
});

describe('«Мои поиски»: what a search found and the way back to it', () => {
  it('«Показать новые» lists the matches, the new ones marked, and the count goes to zero', async () => {
    const search = makeSavedSearch('s1', { newCount: 2 });
    const server = savedSearchServer([search]);
    const calls = renderMySearches({
      ...server.handlers,
      '/api/saved-search/matches': () => ({
        body: {
          error: false,
          search: { ...search, newCount: 0, lastOpenedAt: '2030-08-02T10:00:00.000Z' },
          matches: [
            { article: makeArticle('a1'), matchedAt: '2030-08-02T09:00:00.000Z', isNew: true },
            { article: makeArticle('a2'), matchedAt: '2030-08-02T08:00:00.000Z', isNew: true },
            { article: makeArticle('a3'), matchedAt: '2030-07-30T08:00:00.000Z', isNew: false },
          ],
        },
      }),
    });
    const card = await cardOf('Москва → Казань, тент');
    const show = within(card).getByRole('button', { name: 'Показать новые: Москва → Казань, тент' });
    expect(show.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(show);

    const matches = await within(card).findAllByTestId('saved-search-match');
    expect(callsTo(calls, '/api/saved-search/matches')[0]?.body).toEqual({ id: 's1' });
    expect(matches.map((match) => match.getAttribute('data-new'))).toEqual(['true', 'true', 'false']);
    expect(within(matches[0]!).getByText('Новое')).toBeTruthy();
    expect(within(matches[2]!).queryByText('Новое')).toBeNull();
    expect(within(matches[0]!).getByTestId('article-card-route').getAttribute('href')).toBe('/order/a1');
    await waitFor(() => expect(within(card).queryByTestId('saved-search-new')).toBeNull());
    expect(
      within(card)
        .getByRole('button', { name: 'Скрыть найденные: Москва → Казань, тент' })
        .getAttribute('aria-expanded'),
    ).toBe('true');
  });

  it('«Открыть поиск» leads to the search page with the saved filters in its URL', async () => {
    const radius = withPlaces(makeSavedSearch('s1'), MOSCOW_KAZAN);
    const corridor = withPlaces(makeCorridorSearch('s2'), {
      departure: { name: 'Москва', region: 'Москва' },
      via: [{ name: 'Владимир', region: 'Владимирская область' }],
      destination: { name: 'Казань', region: 'Республика Татарстан' },
    });
    const unnamed = makeSavedSearch('s3', { name: 'Без названий мест' });
    const server = savedSearchServer([radius, corridor, unnamed]);
    renderMySearches(server.handlers);

    const hrefOf = async (name: string) => {
      const link = within(await cardOf(name)).getByRole('link', { name: `Открыть поиск: ${name}` });
      const href = link.getAttribute('href') ?? '';
      return {
        path: href.slice(0, href.indexOf('?')),
        params: new URLSearchParams(href.slice(href.indexOf('?'))),
      };
    };

    const first = await hrefOf('Москва → Казань, тент');
    expect(first.path).toBe('/search-order');
    expect(first.params.get('fromName')).toBe('Москва');
    expect(first.params.get('toName')).toBe('Казань');
    // The page reads back exactly the saved request.
    const {
      sort: _s1,
      offset: _o1,
      ...request
    } = toSearchRequest(fromSearchParams(first.params), 0, 'order');
    expect(request).toEqual(radius.query.search);

    const second = await hrefOf('По пути: Москва → Казань');
    expect(second.path).toBe('/route-order');
    expect(second.params.get('via1Name')).toBe('Владимир');
    const corridorRequest = toCorridorRequest(fromCorridorParams(second.params), 0, 'order');
    const { sort: _s2, offset: _o2, ...rest } = corridorRequest!;
    expect(rest).toEqual(corridor.query.search);

    // Without the names, the coordinates stand for them: the page still searches the same.
    const third = await hrefOf('Без названий мест');
    expect(third.params.get('fromName')).toBe('55,7558° 37,6173°');
    const {
      sort: _s3,
      offset: _o3,
      ...unnamedRequest
    } = toSearchRequest(fromSearchParams(third.params), 0, 'order');
    expect(unnamedRequest).toEqual(unnamed.query.search);
  });

  it('a new match (savedSearchMatched) reads the list again: its count rises without a reload', async () => {
    const server = savedSearchServer([makeSavedSearch('s1')]);
    const calls = renderMySearches(server.handlers);
    const card = await cardOf('Москва → Казань, тент');
    expect(within(card).queryByTestId('saved-search-new')).toBeNull();
    expect(callsTo(calls, '/api/saved-search/list')).toHaveLength(1);

    server.state.searches = [makeSavedSearch('s1', { newCount: 1 })];
    emit('savedSearchMatched', { searchId: 's1', articleId: 'a9' });

    await waitFor(() => expect(callsTo(calls, '/api/saved-search/list')).toHaveLength(2));
    await waitFor(() => expect(within(card).getByTestId('saved-search-new').textContent).toBe('1 новое'));
  });
});
