import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import type { TArticle } from '@fura/domain/article-schemas';
import { GeoDetectPage } from '../src/features/geo-detect/pages/GeoDetectPage';
import {
  carrierSession,
  listingAnswer,
  makeArticle,
  makeDealUser,
  makeExecutor,
  renderListing,
} from './article-deal-fixtures';
import { makeSession } from './fixtures';
import { emitSocket, listAnswer, makeGeoItem } from './geo-fixtures';
import { renderPage } from './inputs/render';
import { stubApi } from './my-articles-fixtures';
import { makeQueryClient } from './render';
import { listingPartsLoaded } from './listing-parts';

vi.mock('../src/shared/socket/socket', async () => (await import('./socket-mock')).mockSocketModule());
vi.mock('../src/features/geo-detect/components/GeoMap', () => ({
  default: ({ selectedId }: { selectedId: string | null }) => (
    <div data-testid="map-stub" data-selected={selectedId ?? ''} />
  ),
}));

/** Issue 24: the listing page of a deal on the way shows its cargo owner where the carrier is and leads to the map. */

const CARRIER = makeDealUser('c1');
const OWNER = makeDealUser('o1', { type: 'cargo', name: { first: 'Анна', last: 'Грузова' } });
const AT = new Date(Date.now() - 5 * 60_000).toISOString();
const POSITION = { lat: 55.9, lon: 38.5, at: AT };

function order(overrides: Partial<TArticle> = {}): TArticle {
  return makeArticle('a1', {
    status: 4,
    executors: [makeExecutor(CARRIER)],
    lastCarrierLocation: POSITION,
    ...overrides,
  });
}

async function open(
  article: TArticle,
  session: Parameters<typeof renderListing>[0],
  type: 'order' | 'offer' = 'order',
) {
  stubApi({ [`/api/article/${session ? 'getUserArticle' : 'getArticle'}`]: listingAnswer(article) });
  renderListing(session, type);
  await screen.findByTestId('article-title');
  await listingPartsLoaded();
}

afterEach(cleanup);

describe('the carrier’s position on the listing page', () => {
  it('shows the order’s owner the last point, its time, the distance to unloading and the way to the map', async () => {
    await open(order(), makeSession());
    const block = screen.getByTestId('carrier-position');
    expect(within(block).getByRole('heading', { level: 2 }).textContent).toBe('Где груз');
    expect(screen.getByTestId('carrier-position-point').textContent).toBe(
      'Последняя точка: 55,9° с. ш., 38,5° в. д.',
    );
    const time = within(screen.getByTestId('carrier-position-time')).getByText(/\d\d\.\d\d\.\d{4}/);
    expect(time.getAttribute('datetime')).toBe(AT);
    expect(screen.getByTestId('carrier-position-time').textContent).toContain('5 мин назад');
    expect(screen.getByTestId('carrier-position-distance').textContent).toMatch(
      /^До пункта выгрузки \(Казань\) ≈ \d+ км по прямой$/,
    );
    expect(screen.getByTestId('carrier-position-map').getAttribute('href')).toBe('/geo-detect?article=a1');
    const link = screen.getByTestId('carrier-position-link');
    expect(link.textContent).toBe('Ссылка для получателя');
    expect(link.getAttribute('href')).toBe('/geo-detect?article=a1');
  });

  it('says when the carrier has sent no position yet, and follows positions that arrive', async () => {
    await open(order({ lastCarrierLocation: null }), makeSession());
    expect(screen.getByTestId('carrier-position-none').textContent).toContain('ещё не передавал');
    expect(screen.getByTestId('carrier-position-map')).toBeTruthy();

    act(() =>
      emitSocket('setLocation', { articleId: 'other', position: [50, 40], at: new Date().toISOString() }),
    );
    expect(screen.queryByTestId('carrier-position-point')).toBeNull();
    act(() =>
      emitSocket('setLocation', { articleId: 'a1', position: [56.1, 37.2], at: new Date().toISOString() }),
    );
    expect(screen.getByTestId('carrier-position-point').textContent).toBe(
      'Последняя точка: 56,1° с. ш., 37,2° в. д.',
    );
  });

  it('shows an offer’s cargo owner (its executor) his carrier', async () => {
    const offer = makeArticle('a1', {
      type: 'offer',
      status: 4,
      author: { ...makeArticle('x').author, _id: 'c1' },
      executors: [makeExecutor(OWNER)],
      lastCarrierLocation: POSITION,
    });
    await open(offer, makeSession({}, { _id: 'o1' }), 'offer');
    expect(screen.getByTestId('carrier-position-map').getAttribute('href')).toBe('/geo-detect?article=a1');
    cleanup();
    // His load delivered (the mark names him, the executor): his tracking is over.
    await open({ ...offer, delivered: [{ userId: 'o1', at: AT }] }, makeSession({}, { _id: 'o1' }), 'offer');
    expect(screen.queryByTestId('carrier-position')).toBeNull();
  });

  it('is not shown to the carrier, a guest or a stranger, before the way or after delivery', async () => {
    const cases: [string, TArticle, Parameters<typeof renderListing>[0]][] = [
      ['the order’s carrier', order(), carrierSession('c1')],
      ['a guest', order({ lastCarrierLocation: null, executors: [] }), null],
      ['another carrier', order({ lastCarrierLocation: null, executors: [] }), carrierSession('c9')],
      ['executor selected', order({ status: 3, lastCarrierLocation: null }), makeSession()],
      ['completed', order({ status: 5, lastCarrierLocation: null }), makeSession()],
      [
        'delivered',
        order({ lastCarrierLocation: null, delivered: [{ userId: 'c1', at: AT }] }),
        makeSession(),
      ],
    ];
    for (const [name, article, session] of cases) {
      await open(article, session);
      expect(screen.queryByTestId('carrier-position'), name).toBeNull();
      cleanup();
    }
  });
});

describe('/geo-detect?article=', () => {
  it('opens the map with the listing picked', async () => {
    stubApi({
      '/api/geo/list': () => listAnswer([makeGeoItem('g1'), makeGeoItem('a1')]),
      '/api/geo/track': () => ({ body: { error: false, points: [] } }),
    });
    const client = makeQueryClient(makeSession({}, { _id: 'owner', type: 'cargo' }));
    renderPage(<GeoDetectPage />, {
      path: '/geo-detect?article=a1',
      pattern: '/geo-detect',
      queryClient: client,
    });
    const map = await screen.findByTestId('map-stub');
    expect(map.dataset.selected).toBe('a1');
  });
});
