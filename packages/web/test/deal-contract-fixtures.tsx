import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { TContractResponse } from '@fura/domain/deal-contract';
import { LiveAnnouncer } from '../src/shared/ui/LiveAnnouncer';
import { makeSession } from './fixtures';
import { makeQueryClient, Providers } from './render';

/** The deal of the contract tests (issue 29). */
export const IDS = { articleId: 'a1', executorId: 'c1' } as const;
export const DEAL_PATH = '/deal/a1/c1';
export const SIGN_PATH = '/deal/a1/c1/sign';

/** A contract as POST /api/deal/contract/get answers the cargo owner: nothing signed, nothing missing. */
export function makeContract(overrides: Partial<TContractResponse> = {}): TContractResponse {
  return {
    error: false,
    number: 'A1B2C3D4-E5F6-1',
    date: '2026-11-29',
    termsVersion: 1,
    hash: 'ab'.repeat(32),
    mySide: 'cargo',
    signatures: [],
    signedByBoth: false,
    mySignature: null,
    signRefusal: null,
    missingFields: [],
    title: 'Договор-заявка на перевозку груза № A1B2C3D4-E5F6-1 от 29.11.2026',
    sections: [
      {
        title: '1. Заказчик (грузовладелец)',
        rows: [
          { label: 'Наименование или ФИО', value: 'ООО «Грузы Анны»' },
          { label: 'ИНН', value: '7707083893' },
        ],
      },
      {
        title: '5. Транспортное средство и водитель',
        rows: [
          { label: 'Госномер', value: 'А 123 ВС 77' },
          { label: 'Водитель', value: 'Сидоров Семён' },
        ],
      },
      { title: '6. Стоимость и оплата', rows: [{ label: 'Стоимость перевозки', value: '35 000 ₽' }] },
    ],
    terms: ['Перевозчик подаёт исправное транспортное средство.', 'Заказчик передаёт груз.'],
    ...overrides,
  };
}

/** 14:05 Moscow time on 29.11.2026. */
export const SIGNED_AT = '2026-11-29T11:05:00.000Z';

/**
 * Renders the deal's routes at `path` with the app's live region: the deal page and the sign screen are `deal` and
 * `sign` when given, stand-ins with their own headings otherwise.
 */
export function renderDealRoutes(path: string, { deal, sign }: { deal?: ReactElement; sign?: ReactElement }) {
  const client = makeQueryClient(makeSession());
  const result = render(
    <Providers client={client}>
      <MemoryRouter initialEntries={[path]}>
        <LiveAnnouncer />
        <Routes>
          <Route path="/deal/:articleId/:executorId" element={deal ?? <h1>Сделка</h1>} />
          <Route path="/deal/:articleId/:executorId/sign" element={sign ?? <h1>Подписание</h1>} />
          <Route path="/page/:slug" element={<h1>Страница</h1>} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
  return { ...result, client };
}
