import type { FastifyInstance } from 'fastify';
import { bearer } from './factories';
import { moscowMidnight, type FakeDadataParty, type FakeParty } from './fake-dadata-party';

/** INNs with valid check digits (made up for tests and the demo; the fake register knows the ones below). */
export const INN = {
  romashka: '7701000019',
  vector: '7701000026',
  start: '7701000033',
  tranzit: '7701000040',
  nobody: '7701000058',
  ipPetrov: '770100000079',
  person: '770100000142',
} as const;

export const PARTIES: readonly FakeParty[] = [
  {
    inn: INN.romashka,
    type: 'LEGAL',
    name: 'ООО «РОМАШКА»',
    fullName: 'ОБЩЕСТВО С ОГРАНИЧЕННОЙ ОТВЕТСТВЕННОСТЬЮ «РОМАШКА»',
    ogrn: '1197746123456',
    kpp: '770101001',
    status: 'ACTIVE',
    registrationDate: moscowMidnight('2019-03-12'),
    address: 'г Москва, ул Тверская, д 1',
  },
  {
    inn: INN.vector,
    type: 'LEGAL',
    name: 'ООО «ВЕКТОР»',
    fullName: 'ОБЩЕСТВО С ОГРАНИЧЕННОЙ ОТВЕТСТВЕННОСТЬЮ «ВЕКТОР»',
    ogrn: '1157746654321',
    kpp: '770101002',
    status: 'LIQUIDATED',
    registrationDate: moscowMidnight('2015-06-01'),
    address: 'г Москва, ул Арбат, д 2',
  },
  {
    inn: INN.start,
    type: 'LEGAL',
    name: 'ООО «СТАРТ»',
    fullName: 'ОБЩЕСТВО С ОГРАНИЧЕННОЙ ОТВЕТСТВЕННОСТЬЮ «СТАРТ»',
    ogrn: '1247700000001',
    kpp: '770101003',
    status: 'ACTIVE',
    registrationDate: moscowMidnight('2018-01-10'),
    address: 'г Москва, ул Ленина, д 3',
  },
  {
    inn: INN.tranzit,
    type: 'LEGAL',
    name: 'ООО «ТРАНЗИТ»',
    fullName: 'ОБЩЕСТВО С ОГРАНИЧЕННОЙ ОТВЕТСТВЕННОСТЬЮ «ТРАНЗИТ»',
    ogrn: '1207700000002',
    kpp: '770101004',
    status: 'ACTIVE',
    registrationDate: moscowMidnight('2020-02-20'),
    address: 'г Москва, ул Мира, д 4',
  },
  {
    inn: INN.ipPetrov,
    type: 'INDIVIDUAL',
    name: 'ИП Петров Иван Иванович',
    fullName: 'Индивидуальный предприниматель Петров Иван Иванович',
    ogrn: '321774600000012',
    kpp: null,
    status: 'ACTIVE',
    registrationDate: moscowMidnight('2021-04-05'),
    address: 'г Москва',
  },
];

export function registerParties(fake: FakeDadataParty): void {
  fake.parties.clear();
  for (const party of PARTIES) fake.parties.set(party.inn, { ...party });
}

export function saveCompany(app: FastifyInstance, token: string | null, body: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: '/api/user/company/save',
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) },
  });
}

export function deleteCompany(app: FastifyInstance, token: string | null) {
  return app.inject({
    method: 'POST',
    url: '/api/user/company/delete',
    payload: '{}',
    headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) },
  });
}
