import { createRef, useState } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, createEvent, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TPlace } from '@fura/domain/article-schemas';
import type { TPlaceSuggestion } from '@fura/domain/address';
import { ADDRESS_FIELD_TEXT, AddressField } from '../src/shared/ui/inputs/AddressField';
import { FormField } from '../src/shared/ui/inputs/FormField';

const TOLYATTI: TPlaceSuggestion = {
  value: 'Тольятти, Самарская область',
  settlement: 'Тольятти',
  region: 'Самарская область',
  regionIso: 'RU-SAM',
  lat: 53.5303,
  lon: 49.3461,
  placeId: 'geonames:482283',
};
const TOLBAZY: TPlaceSuggestion = {
  value: 'Толбазы, Республика Башкортостан',
  settlement: 'Толбазы',
  region: 'Республика Башкортостан',
  regionIso: 'RU-BA',
  lat: 54.0211,
  lon: 55.8847,
  placeId: 'geonames:1',
};

/** The server, stubbed at fetch: answers POST /api/address/suggest by the start of the query. */
let requests: { url: string; body: { query: string; count: number } }[];
let failWith: number | null;
function stubServer() {
  requests = [];
  failWith = null;
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init?: RequestInit) => {
      const body = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as {
        query: string;
        count: number;
      };
      requests.push({ url: input, body });
      if (failWith)
        return Promise.resolve(
          new Response(JSON.stringify({ error: true, errors: [{ msg: 'Ошибка' }] }), { status: failWith }),
        );
      const query = body.query.toLowerCase();
      const suggestions = [TOLYATTI, TOLBAZY].filter((s) => s.settlement.toLowerCase().startsWith(query));
      return Promise.resolve(
        new Response(JSON.stringify({ error: false, suggestions }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    }),
  );
}

function renderWithProviders(ui: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MantineProvider env="test">{ui}</MantineProvider>
    </QueryClientProvider>,
  );
}

function Harness({
  initial = null,
  onChange,
  onBlur,
  inputRef,
}: {
  initial?: TPlace | null;
  onChange?: (place: TPlace | null) => void;
  onBlur?: () => void;
  inputRef?: React.Ref<HTMLInputElement>;
}) {
  const [place, setPlace] = useState<TPlace | null>(initial);
  return (
    <>
      <AddressField
        label="Откуда"
        name="from"
        placeholder="Город или посёлок"
        value={place}
        onChange={(next) => {
          setPlace(next);
          onChange?.(next);
        }}
        onBlur={onBlur}
        ref={inputRef}
        data-testid="from"
      />
      <button type="button" onClick={() => setPlace(null)}>
        Сбросить
      </button>
      <output data-testid="picked">{place ? `${place.settlement} ${place.lat} ${place.lon}` : 'нет'}</output>
    </>
  );
}

const input = () => screen.getByTestId<HTMLInputElement>('from');
const type = (text: string) => {
  fireEvent.focus(input());
  fireEvent.change(input(), { target: { value: text } });
};

beforeEach(stubServer);
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AddressField', () => {
  it('asks the server after a pause and lists its suggestions as big options', async () => {
    renderWithProviders(<Harness />);
    type('Тол');
    const options = await screen.findAllByTestId('address-option');
    expect(options.map((option) => option.textContent)).toEqual([
      'ТольяттиСамарская область',
      'ТолбазыРеспублика Башкортостан',
    ]);
    expect(requests).toEqual([{ url: '/api/address/suggest', body: { query: 'Тол', count: 10 } }]);
  });

  it('waits for two characters', async () => {
    renderWithProviders(<Harness />);
    type('Т');
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(requests).toHaveLength(0);
    expect(screen.queryByTestId('address-option')).toBeNull();
  });

  it('debounces typing: one request for the text the user stopped at', async () => {
    renderWithProviders(<Harness />);
    type('То');
    type('Тол');
    type('Толь');
    await screen.findAllByTestId('address-option');
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(requests.map((request) => request.body.query)).toEqual(['Толь']);
  });

  it('picks a suggestion as a whole place with coordinates', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    type('Толь');
    fireEvent.click((await screen.findAllByTestId('address-option'))[0]!);
    expect(onChange).toHaveBeenLastCalledWith({
      address: 'Тольятти, Самарская область',
      settlement: 'Тольятти',
      region: 'Самарская область',
      lat: 53.5303,
      lon: 49.3461,
      placeId: 'geonames:482283',
    });
    expect(input().value).toBe('Тольятти, Самарская область');
    expect(screen.getByTestId('picked').textContent).toBe('Тольятти 53.5303 49.3461');
  });

  it('picks the first suggestion with Enter', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    type('Толь');
    await screen.findAllByTestId('address-option');
    fireEvent.keyDown(input(), { key: 'Enter', code: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ settlement: 'Тольятти' }));
  });

  it('clears the place when the text is edited after a pick, keeping what was typed', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    type('Толь');
    fireEvent.click((await screen.findAllByTestId('address-option'))[0]!);
    type('Тольятти, Самарская обл');
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(input().value).toBe('Тольятти, Самарская обл');
    expect(screen.getByTestId('picked').textContent).toBe('нет');
  });

  it('says «Ничего не найдено» when the server finds nothing', async () => {
    renderWithProviders(<Harness />);
    type('Йцук');
    expect(await screen.findByText(ADDRESS_FIELD_TEXT.nothingFound)).toBeTruthy();
    expect(screen.queryByTestId('address-option')).toBeNull();
  });

  it('shows that it is searching, then the result', async () => {
    renderWithProviders(<Harness />);
    type('Толь');
    expect(screen.getByText(ADDRESS_FIELD_TEXT.loading)).toBeTruthy();
    await screen.findAllByTestId('address-option');
    expect(screen.queryByText(ADDRESS_FIELD_TEXT.loading)).toBeNull();
  });

  it('says so when the server fails', async () => {
    renderWithProviders(<Harness />);
    failWith = 500;
    type('Толь');
    expect(await screen.findByText(ADDRESS_FIELD_TEXT.failed)).toBeTruthy();
  });

  it('shows a given place and follows an outside reset', async () => {
    const samara: TPlace = {
      address: 'Самара, Самарская область',
      settlement: 'Самара',
      region: 'Самарская область',
      lat: 53.2,
      lon: 50.15,
      placeId: null,
    };
    renderWithProviders(<Harness initial={samara} />);
    expect(input().value).toBe('Самара, Самарская область');
    fireEvent.click(screen.getByText('Сбросить'));
    await waitFor(() => expect(input().value).toBe(''));
    // A given place is not searched for.
    expect(requests).toHaveLength(0);
  });

  it('passes name, ref, blur and the test id to the input, and allows pasting (a search box)', () => {
    const onBlur = vi.fn();
    const ref = createRef<HTMLInputElement>();
    renderWithProviders(<Harness onBlur={onBlur} inputRef={ref} />);
    expect(ref.current).toBe(input());
    expect(input().name).toBe('from');
    expect(input().placeholder).toBe('Город или посёлок');
    expect(screen.getByLabelText('Откуда')).toBe(input());
    fireEvent.blur(input());
    expect(onBlur).toHaveBeenCalled();
    const paste = createEvent.paste(input());
    fireEvent(input(), paste);
    expect(paste.defaultPrevented).toBe(false);
  });
});

describe('AddressField in a react-hook-form FormField', () => {
  function FormHarness() {
    const { control, watch, setError } = useForm<{ from: TPlace | null }>({ defaultValues: { from: null } });
    const from = watch('from');
    return (
      <>
        <FormField control={control} name="from" component={AddressField} label="Откуда" data-testid="from" />
        <button type="button" onClick={() => setError('from', { message: 'Выберите населённый пункт' })}>
          Проверить
        </button>
        <output data-testid="picked">{from ? from.settlement : 'нет'}</output>
      </>
    );
  }

  it('fills the form value and shows the field’s error', async () => {
    renderWithProviders(<FormHarness />);
    fireEvent.click(screen.getByText('Проверить'));
    expect(await screen.findByText('Выберите населённый пункт')).toBeTruthy();
    type('Толб');
    fireEvent.click((await screen.findAllByTestId('address-option'))[0]!);
    expect(screen.getByTestId('picked').textContent).toBe('Толбазы');
  });
});
