import { createHash } from 'node:crypto';
import { CARGO_TYPE_LABELS } from '@fura/domain/articles';
import {
  BODY_TYPE_LABELS,
  LOADING_TYPE_LABELS,
  PAYMENT_METHOD_LABELS,
  VEHICLE_TYPE_LABELS,
} from '@fura/domain/article-options';
import { LEGAL_FORM_LABELS } from '@fura/domain/legal-forms';
import { contractNumber, type ContractSide } from '@fura/domain/deal-contract';
import type { EOrderFacts } from '@fura/domain/deal-terms';
import { CONTRACT_TYPE_LABELS } from '@fura/domain/users';
import { contractClauses } from '../../files/contract-kit';
import type { ContractPartyRow, ContractSource } from './contract-repo';

/**
 * The «договор-заявка»'s content (issue 29): exactly the facts it states, as one plain object. Its canonical JSON
 * (keys sorted, no spaces) is what the parties sign: its SHA-256 is the contract's hash, printed on the PDF and looked
 * up by /api/deal/contract/verify. Anything that changes a printed fact changes the hash; what is not printed
 * (signatures, the site's address, the time of the download) is not in it.
 */

/** The layout of the content: raised when its fields change, so old hashes stay explainable. */
export const CONTRACT_CONTENT_FORMAT = 1;

/** A party: '' where nothing is stated. */
export interface ContractParty {
  legalForm: string;
  /** The company's name from the register, or the person's full name. */
  name: string;
  /** The user who signs for the party: «Петров Иван». */
  representative: string;
  inn: string;
  ogrn: string;
  kpp: string;
  address: string;
}

export interface ContractContent {
  format: number;
  number: string;
  /** The deal's date, YYYY-MM-DD in Moscow. */
  date: string;
  termsVersion: number;
  site: string;
  cargoOwner: ContractParty;
  carrier: ContractParty;
  route: {
    fromAddress: string;
    loadingDate: string;
    loadingTime: string;
    toAddress: string;
    unloadingDate: string;
    consigneeName: string;
    consigneePhone: string;
  };
  cargo: {
    types: string[];
    weightKg: number | null;
    volumeM3: number | null;
    places: number | null;
    bodyTypes: string[];
    loadingTypes: string[];
  };
  vehicle: { type: string; bodyType: string; makeModel: string; capacityTons: number | null; plate: string };
  driver: { name: string; phone: string };
  price: { kopecks: number | null };
  payment: { method: string; terms: string };
  terms: string[];
}

/** The clauses a deal's contract adds to the site's terms: how it is signed and what a change of the terms does. */
function dealClauses(site: string): string[] {
  return [
    `Стороны подписывают заявку в личных кабинетах на сайте «${site}» простой электронной подписью: подпись стороны — её действие «Подписать», которое сайт записывает с датой, временем и сетевым адресом. Стороны признают такую подпись равнозначной собственноручной (часть 2 статьи 6 Федерального закона № 63-ФЗ «Об электронной подписи»).`,
    'Изменение условий сделки после подписания оформляется новой версией заявки, которую стороны подписывают заново; действует последняя версия, подписанная обеими сторонами.',
  ];
}

const label = <K extends string>(labels: Record<K, string>, key: string): string =>
  key in labels ? labels[key as K] : key;

function moscowDate(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(at);
}

const fullName = (party: Pick<ContractPartyRow, 'firstName' | 'lastName'>) =>
  `${party.lastName} ${party.firstName}`.trim();

function partyOf(row: ContractPartyRow): ContractParty {
  const representative = fullName(row);
  const company = row.company;
  const contractType = row.contractId === null ? '' : label(CONTRACT_TYPE_LABELS, String(row.contractId));
  if (!company) {
    return {
      legalForm: contractType,
      name: representative,
      representative,
      inn: '',
      ogrn: '',
      kpp: '',
      address: '',
    };
  }
  const registered = company.legalForm === 'ooo' || company.legalForm === 'ip';
  const name =
    company.name ??
    (company.legalForm === 'ooo' ? '' : company.legalForm === 'ip' ? `ИП ${representative}` : representative);
  return {
    legalForm: label(LEGAL_FORM_LABELS, company.legalForm),
    name,
    representative,
    inn: company.inn,
    ogrn: registered ? (company.ogrn ?? '') : '',
    kpp: company.legalForm === 'ooo' ? (company.kpp ?? '') : '',
    address: registered ? (company.address ?? '') : '',
  };
}

function timeWindow(from: string | null, to: string | null): string {
  if (from && to) return `${from}–${to}`;
  if (from) return `с ${from}`;
  if (to) return `до ${to}`;
  return '';
}

/** The contract's content from the deal as it is now. */
export function buildContractContent(source: ContractSource, site: string): ContractContent {
  const { deal, article, template } = source;
  const car = article.type === 'offer' ? article.car : null;
  const vehicle = template ?? car;
  return {
    format: CONTRACT_CONTENT_FORMAT,
    number: contractNumber(deal.articleId, deal.executorId, deal.termsVersion),
    date: moscowDate(deal.createdAt),
    termsVersion: deal.termsVersion,
    site,
    cargoOwner: partyOf(source.cargoOwner),
    carrier: partyOf(source.carrier),
    route: {
      fromAddress: deal.fromAddress,
      loadingDate: deal.loadingDate,
      loadingTime: timeWindow(article.loadingTimeFrom, article.loadingTimeTo),
      toAddress: deal.toAddress,
      unloadingDate: deal.unloadingDate ?? '',
      consigneeName: deal.consigneeName,
      consigneePhone: deal.consigneePhone,
    },
    cargo: {
      types: article.cargoTypes.map((type) => label(CARGO_TYPE_LABELS, String(type))),
      weightKg: article.weightKg,
      volumeM3: article.volumeM3,
      places: article.places,
      bodyTypes: article.bodyTypes.map((type) => label(BODY_TYPE_LABELS, type)),
      loadingTypes: article.loadingTypes.map((type) => label(LOADING_TYPE_LABELS, type)),
    },
    vehicle: {
      type: vehicle ? label(VEHICLE_TYPE_LABELS, vehicle.vehicleType) : '',
      bodyType: vehicle ? label(BODY_TYPE_LABELS, vehicle.bodyType) : '',
      makeModel: vehicle ? `${vehicle.make} ${vehicle.model}`.trim() : '',
      capacityTons: vehicle?.capacityTons ?? null,
      plate: deal.vehiclePlate,
    },
    driver: { name: deal.driverName, phone: deal.driverPhone },
    price: { kopecks: deal.priceKopecks },
    payment: { method: label(PAYMENT_METHOD_LABELS, article.paymentMethod), terms: deal.paymentTerms },
    terms: [...contractClauses('в размере, согласованном сторонами'), ...dealClauses(site)],
  };
}

/** JSON with every object's keys sorted and no spaces: the same facts always give the same bytes. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The contract's hash: SHA-256 of its canonical JSON, 64 hex digits. */
export function contractHash(content: ContractContent): string {
  return createHash('sha256').update(canonicalJson(content), 'utf8').digest('hex');
}

/** The facts the e-заказ-заявка check reads (domain missingEOrderFields). */
export function eOrderFacts(content: ContractContent): EOrderFacts {
  return {
    cargoOwnerRequisites: content.cargoOwner.inn,
    carrierRequisites: content.carrier.inn,
    fromAddress: content.route.fromAddress,
    loadingDate: content.route.loadingDate,
    toAddress: content.route.toAddress,
    unloadingDate: content.route.unloadingDate,
    consigneeName: content.route.consigneeName,
    cargoName: content.cargo.types.join(', '),
    cargoWeight: content.cargo.weightKg,
    vehicleType: content.vehicle.type,
    vehiclePlate: content.vehicle.plate,
    driverName: content.driver.name,
    driverPhone: content.driver.phone,
    price: content.price.kopecks,
    paymentTerms: content.payment.terms,
  };
}

/** The caller's side in the deal, or null when he is not a party. */
export function sideOf(
  deal: { cargoOwnerId: string; carrierId: string },
  userId: string,
): ContractSide | null {
  if (deal.cargoOwnerId === userId) return 'cargo';
  if (deal.carrierId === userId) return 'carrier';
  return null;
}
