/**
 * The deal's terms (issue 29, «Проверенная сделка»): what the parties agree on once the executor is chosen, which of
 * them only the cargo owner may change (the guarded terms: addresses, dates, consignee), the change log's items, and
 * the fields the e-заказ-заявка needs — listed to the parties before they sign when the deal lacks them, so an
 * accredited operator's adapter can follow without new data.
 */

/** The guarded terms: after the choice only the cargo owner changes them, and the carrier is told of every change. */
export const GUARDED_DEAL_FIELDS = [
  'fromAddress',
  'toAddress',
  'loadingDate',
  'unloadingDate',
  'consigneeName',
  'consigneePhone',
] as const;
export type GuardedDealField = (typeof GUARDED_DEAL_FIELDS)[number];

export const GUARDED_DEAL_FIELD_LABELS: Record<GuardedDealField, string> = {
  fromAddress: 'Адрес загрузки',
  toAddress: 'Адрес выгрузки',
  loadingDate: 'Дата загрузки',
  unloadingDate: 'Дата выгрузки',
  consigneeName: 'Грузополучатель',
  consigneePhone: 'Телефон грузополучателя',
};

/**
 * The terms the cargo owner changes in the deal: the guarded ones, then the price and the payment terms. One rule
 * for all of them: he alone changes them, the carrier is told, a change while «В пути» waits for the carrier's
 * confirmation, and every change raises the terms' version, so a contract signed before needs both signatures
 * again — the carrier's new signature is his agreement to a new price.
 */
export const DEAL_TERM_FIELDS = [...GUARDED_DEAL_FIELDS, 'priceKopecks', 'paymentTerms'] as const;
export type DealTermField = (typeof DEAL_TERM_FIELDS)[number];

export const DEAL_TERM_FIELD_LABELS: Record<DealTermField, string> = {
  ...GUARDED_DEAL_FIELD_LABELS,
  priceKopecks: 'Стоимость перевозки',
  paymentTerms: 'Условия оплаты',
};

/** Where a new address is: the deal row keeps only the address and its coordinates, the change keeps the rest. */
export interface TDealPoint {
  settlement: string;
  lat: number;
  lon: number;
}

/**
 * One changed term in the change log: its value before and after (null = not stated) as stored — dates YYYY-MM-DD,
 * phones 7XXXXXXXXXX, the price in kopecks; an address carries its new point, applied when the change takes effect.
 */
export interface TDealChangeItem {
  field: DealTermField;
  old: string | null;
  new: string | null;
  newPoint?: TDealPoint;
}

/** applied: took effect at once; awaiting: made while «В пути», waits for the carrier; confirmed; declined. */
export const DEAL_CHANGE_STATES = ['applied', 'awaiting', 'confirmed', 'declined'] as const;
export type DealChangeState = (typeof DEAL_CHANGE_STATES)[number];

export const DEAL_CHANGE_STATE_LABELS: Record<DealChangeState, string> = {
  applied: 'Изменено',
  awaiting: 'Ждёт подтверждения перевозчика',
  confirmed: 'Подтверждено перевозчиком',
  declined: 'Отклонено перевозчиком',
};

/** Listing statuses whose deals take changes: an offer published with executors, executor chosen, on the way. */
const OPEN_DEAL_STATUSES: readonly number[] = [2, 3, 4];

export function dealTermsOpen(status: number): boolean {
  return OPEN_DEAL_STATUSES.includes(status);
}

/** «В пути»: a change waits for the carrier's confirmation and the deal keeps its old terms until then. */
export function changeAwaitsCarrier(status: number): boolean {
  return status === 4;
}

export const DEAL_TERMS_MESSAGES = {
  notFound: 'Сделка не найдена',
  onlyCargoOwner: 'Адреса, даты и грузополучателя меняет только грузовладелец',
  onlyCarrier: 'Подтвердить или отклонить изменение может только перевозчик',
  closed: 'Сделка закрыта: её условия больше не меняются',
  nothingChanged: 'Условия не изменились',
  awaitingExists: 'Предыдущее изменение ещё ждёт ответа перевозчика',
  changeNotFound: 'Изменение не найдено или уже рассмотрено',
  address: 'Выберите адрес из подсказок',
  addressLong: 'Адрес слишком длинный',
  date: 'Укажите дату в формате ДД.ММ.ГГГГ',
  unloadingBeforeLoading: 'Дата выгрузки не может быть раньше даты загрузки',
  consigneeLong: 'Не больше 200 символов',
  price: 'Укажите стоимость в рублях',
  paymentTermsLong: 'Не больше 500 символов',
  listingLocked: 'После выбора исполнителя адреса, даты и грузополучатель меняются в сделке',
} as const;

function dateLabel(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : iso;
}

function phoneLabel(digits: string): string {
  const match = /^7(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(digits);
  return match ? `+7 (${match[1]}) ${match[2]}-${match[3]}-${match[4]}` : digits;
}

function priceLabel(kopecks: string): string {
  const value = Number(kopecks);
  if (!Number.isSafeInteger(value)) return kopecks;
  const grouped = String(Math.floor(value / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u2009');
  const rest = value % 100;
  return `${grouped}${rest ? `,${String(rest).padStart(2, '0')}` : ''} ₽`;
}

export const NOT_STATED = 'не указано';

/** A term's stored value as people read it: «05.12.2026», «+7 (916) 123-45-67», «24 000 ₽», «не указано». */
export function dealTermValueLabel(field: DealTermField, value: string | null): string {
  if (value === null || value.trim() === '') return NOT_STATED;
  if (field === 'loadingDate' || field === 'unloadingDate') return dateLabel(value);
  if (field === 'consigneePhone') return phoneLabel(value);
  if (field === 'priceKopecks') return priceLabel(value);
  return value;
}

/**
 * What the e-заказ-заявка (the electronic order of the carriage, mandatory through accredited operators since
 * 1 September 2026) needs from the deal, in the order it lists them.
 */
export const E_ORDER_FIELDS = [
  'cargoOwnerRequisites',
  'carrierRequisites',
  'fromAddress',
  'loadingDate',
  'toAddress',
  'unloadingDate',
  'consigneeName',
  'cargoName',
  'cargoWeight',
  'vehicleType',
  'vehiclePlate',
  'driverName',
  'driverPhone',
  'price',
  'paymentTerms',
] as const;
export type EOrderField = (typeof E_ORDER_FIELDS)[number];

export const E_ORDER_FIELD_LABELS: Record<EOrderField, string> = {
  cargoOwnerRequisites: 'Реквизиты грузовладельца (ИНН)',
  carrierRequisites: 'Реквизиты перевозчика (ИНН)',
  fromAddress: 'Адрес загрузки',
  loadingDate: 'Дата загрузки',
  toAddress: 'Адрес выгрузки',
  unloadingDate: 'Дата выгрузки',
  consigneeName: 'Грузополучатель',
  cargoName: 'Наименование груза',
  cargoWeight: 'Вес груза',
  vehicleType: 'Тип транспортного средства',
  vehiclePlate: 'Госномер транспортного средства',
  driverName: 'Водитель (ФИО)',
  driverPhone: 'Телефон водителя',
  price: 'Стоимость перевозки',
  paymentTerms: 'Условия оплаты',
};

/** The deal's facts as the e-заказ-заявка check reads them: a value or nothing. */
export type EOrderFacts = Record<EOrderField, string | number | null | undefined>;

function isStated(value: string | number | null | undefined): boolean {
  if (value === null || value === undefined) return false;
  return typeof value === 'number' ? Number.isFinite(value) && value > 0 : value.trim() !== '';
}

/** The e-заказ-заявка's fields the deal lacks, in the form's order. */
export function missingEOrderFields(facts: EOrderFacts): EOrderField[] {
  return E_ORDER_FIELDS.filter((field) => !isStated(facts[field]));
}
