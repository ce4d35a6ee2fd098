// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QueryStates, type QueryStatesSource } from '../src/shared/ui/QueryStates';
import { renderUi } from './inputs/render';

function source(state: Partial<QueryStatesSource<string[]>>): QueryStatesSource<string[]> {
  return { data: undefined, isPending: false, isError: false, error: null, refetch: vi.fn(), ...state };
}

function show(query: QueryStatesSource<string[]>, message?: (error: Error | null) => string) {
  return renderUi(
    <QueryStates
      query={query}
      loading={<p data-testid="things-loading">Загрузка</p>}
      error={{ title: 'Не удалось загрузить список', testId: 'things-error', message }}
      isEmpty={(things) => things.length === 0}
      empty={<p data-testid="things-empty">Пока пусто</p>}
    >
      {(things) => (
        <ul data-testid="things">
          {things.map((thing) => (
            <li key={thing}>{thing}</li>
          ))}
        </ul>
      )}
    </QueryStates>,
  );
}

describe('QueryStates', () => {
  it('shows the skeleton while the load is pending', () => {
    show(source({ isPending: true }));
    expect(screen.getByTestId('things-loading')).toBeTruthy();
    expect(screen.queryByTestId('things')).toBeNull();
  });

  it('shows the error with its reason and retries on «Повторить»', () => {
    const query = source({ isError: true, error: new Error('Сервер недоступен') });
    show(query);
    const alert = screen.getByTestId('things-error');
    expect(alert.textContent).toContain('Не удалось загрузить список');
    expect(alert.textContent).toContain('Сервер недоступен');
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the empty state when the answer holds nothing', () => {
    show(source({ data: [] }));
    expect(screen.getByTestId('things-empty')).toBeTruthy();
    expect(screen.queryByTestId('things-error')).toBeNull();
  });

  it('shows the data, and keeps it over a failed refetch', () => {
    show(source({ data: ['Москва', 'Казань'], isError: true, error: new Error('Сервер недоступен') }));
    expect(screen.getByTestId('things').textContent).toBe('МоскваКазань');
    expect(screen.queryByTestId('things-error')).toBeNull();
  });

  it('takes the error text from `message` when given', () => {
    show(source({ isError: true, error: new Error('raw') }), () => 'Проверьте подключение к интернету');
    const alert = screen.getByTestId('things-error');
    expect(alert.textContent).toContain('Проверьте подключение к интернету');
    expect(alert.textContent).not.toContain('raw');
  });
});
