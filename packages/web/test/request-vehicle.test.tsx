// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { TCar } from '@fura/domain/article-schemas';
import { RequestCard } from '../src/features/article-view/components/deal/RequestCard';
import { RequestForm } from '../src/features/article-view/components/deal/RequestForm';
import { VehicleSection } from '../src/features/article-view/components/VehicleSection';
import { ArticleCard } from '../src/shared/articles/ui/ArticleCard';
import { makeArticle, makeDealUser, makeRequest } from './article-deal-fixtures';
import { stubApi } from './my-articles-fixtures';
import { makeQueryClient, Providers } from './render';
import { makeTemplate } from './vehicle-templates-fakes';
import { carrierSession } from './article-deal-fixtures';

vi.mock('../src/shared/socket/socket', async () => (await import('./deal-socket')).dealSocketModule());

/** Issue 29: «Машина проверена» on a carrier’s request made with his vehicle and on his offers. */
const WAIT = { timeout: 5000 };

function renderPlain(ui: React.ReactElement) {
  return render(
    <Providers client={makeQueryClient(carrierSession())}>
      <MemoryRouter>{ui}</MemoryRouter>
    </Providers>,
  );
}

const CHECKED = makeTemplate({
  _id: 'tpl-volvo',
  name: 'Вольво белый',
  plate: 'А123ВС77',
  check: {
    status: 'verified',
    comment: null,
    uploadedAt: null,
    verified: true,
    hasSts: true,
    hasLease: false,
  },
});

const CAR: TCar = {
  templateId: 'tpl-volvo',
  vehicleType: 'eurotruck',
  make: 'Volvo',
  model: 'FH',
  capacityTons: 20,
  volumeM3: 82,
  bodyType: 'tent',
  loadingTypes: ['rear'],
  photo: null,
  vehicleVerified: true,
};

describe('a request’s vehicle', { timeout: 30_000 }, () => {
  it('a carrier requesting an order picks one of his vehicles; it is sent with the request', async () => {
    const calls = stubApi({
      '/api/vehicle-template/list': () => ({ body: { error: false, templates: [CHECKED] } }),
      '/api/article/createRequest': () => ({
        body: { error: false, request: makeRequest(makeDealUser('c1')) },
      }),
    });
    renderPlain(<RequestForm article={makeArticle('a1')} request={null} />);
    fireEvent.change(screen.getByTestId('request-text-input'), { target: { value: 'Возьму завтра' } });
    const select = screen.getByTestId('request-vehicle-input');
    expect(screen.getAllByLabelText('Транспорт')).toContain(select);
    await waitFor(() => expect(select.hasAttribute('disabled')).toBe(false), WAIT);
    fireEvent.click(select);
    fireEvent.click(screen.getByRole('option', { name: 'Вольво белый · А 123 ВС 77 · Машина проверена' }));
    fireEvent.click(screen.getByTestId('request-submit'));
    await waitFor(
      () => expect(calls.some((call) => call.path === '/api/article/createRequest')).toBe(true),
      WAIT,
    );
    expect(calls.find((call) => call.path === '/api/article/createRequest')?.body).toMatchObject({
      articleId: 'a1',
      request: { request: 'Возьму завтра', vehicleTemplateId: 'tpl-volvo' },
    });
  });

  it('no vehicle field on a request for an offer (a cargo owner’s)', () => {
    stubApi({});
    renderPlain(<RequestForm article={makeArticle('a1', { type: 'offer' })} request={null} />);
    expect(screen.queryByTestId('request-vehicle-input')).toBeNull();
  });

  it('the request card names the vehicle and marks a checked one', () => {
    renderPlain(
      <>
        <RequestCard
          request={makeRequest(makeDealUser('c1'), {
            vehicle: { templateId: 'tpl-volvo', name: 'Вольво белый', verified: true },
          })}
        />
        <RequestCard
          request={makeRequest(makeDealUser('c2'), {
            vehicle: { templateId: 'tpl-man', name: 'МАН', verified: false },
          })}
        />
        <RequestCard request={makeRequest(makeDealUser('c3'))} />
      </>,
    );
    const [checked, unchecked, none] = screen.getAllByTestId('request-item');
    expect(within(checked!).getByTestId('request-vehicle').textContent).toBe(
      'Транспорт: Вольво белыйМашина проверена',
    );
    expect(within(checked!).getByTestId('request-vehicle-verified')).toBeTruthy();
    expect(within(unchecked!).getByTestId('request-vehicle').textContent).toBe('Транспорт: МАН');
    expect(within(unchecked!).queryByTestId('request-vehicle-verified')).toBeNull();
    expect(within(none!).queryByTestId('request-vehicle')).toBeNull();
  });
});

describe('an offer’s vehicle', () => {
  it('the listing page’s «Транспорт» and the list card say «Машина проверена», never the plate', () => {
    renderPlain(
      <>
        <VehicleSection car={CAR} />
        <ArticleCard article={makeArticle('o1', { type: 'offer', car: CAR })} />
        <ArticleCard
          article={makeArticle('o2', { type: 'offer', car: { ...CAR, vehicleVerified: false } })}
        />
      </>,
    );
    expect(screen.getByTestId('article-vehicle-verified').textContent).toBe('Машина проверена');
    const [checked, unchecked] = screen.getAllByTestId('article-card');
    expect(within(checked!).getByTestId('article-card-vehicle').textContent).toBe('Машина проверена');
    expect(within(unchecked!).queryByTestId('article-card-vehicle')).toBeNull();
    expect(document.body.textContent).not.toContain('А 123 ВС 77');
  });
});
