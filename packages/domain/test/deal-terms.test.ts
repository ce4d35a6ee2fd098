import { describe, expect, it } from 'vitest';
import { E_ORDER_FIELDS, missingEOrderFields, type EOrderFacts } from '../src/deal-terms';

const complete: EOrderFacts = {
  cargoOwnerRequisites: '7707083893',
  carrierRequisites: '500100732259',
  fromAddress: 'Москва, ул. Ленина, 1',
  loadingDate: '2026-12-01',
  toAddress: 'Казань, ул. Баумана, 2',
  unloadingDate: '2026-12-02',
  consigneeName: 'ООО «Приём»',
  cargoName: 'Стройматериалы',
  cargoWeight: 5000,
  vehicleType: 'Тент',
  vehiclePlate: 'А123ВС77',
  driverName: 'Иванов Иван',
  driverPhone: '+79161234567',
  price: 2_000_000,
  paymentTerms: '5 банковских дней после выгрузки',
};

describe('missingEOrderFields', () => {
  it('finds nothing missing in a complete deal', () => {
    expect(missingEOrderFields(complete)).toEqual([]);
  });

  it('lists blank, absent and zero values in the form order', () => {
    const facts = {
      ...complete,
      driverPhone: '  ',
      unloadingDate: null,
      price: 0,
      cargoOwnerRequisites: undefined,
    };
    expect(missingEOrderFields(facts)).toEqual([
      'cargoOwnerRequisites',
      'unloadingDate',
      'driverPhone',
      'price',
    ]);
  });

  it('lists every field of an empty deal', () => {
    const empty = Object.fromEntries(E_ORDER_FIELDS.map((field) => [field, null])) as EOrderFacts;
    expect(missingEOrderFields(empty)).toEqual([...E_ORDER_FIELDS]);
  });
});
