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

/** One changed term in the change log: its value before and after (null = not stated). */
export interface TDealChangeItem {
  field: GuardedDealField;
  old: string | null;
  new: string | null;
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
