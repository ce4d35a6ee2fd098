import { CONTRACT_SIDE_LABELS, type TContractSection } from '@fura/domain/deal-contract';
import { formatRubles } from '@fura/domain/money';
import { formatPlate } from '@fura/domain/vehicle-plate';
import type { ContractContent, ContractParty } from './contract-content';

/**
 * The contract's facts as it prints them, label and value, in its numbered sections: the PDF writes them and the sign
 * screen shows them, so both say the same words.
 */

export const NOT_STATED = 'не указано';

const numbers = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 });

const stated = (value: string) => (value.trim() === '' ? NOT_STATED : value);

/** «05.12.2026» from YYYY-MM-DD. */
export function ruDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : iso;
}

/** «+7 (916) 123-45-67» from the stored 7XXXXXXXXXX; anything else as it is. */
function phone(value: string): string {
  const match = /^\+?7(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(value.replace(/[\s()-]/g, ''));
  return match ? `+7 (${match[1]}) ${match[2]}-${match[3]}-${match[4]}` : value;
}

function amount(value: number | null, unit: string): string {
  return value === null ? NOT_STATED : `${numbers.format(value)} ${unit}`;
}

function list(values: readonly string[]): string {
  return values.length === 0 ? NOT_STATED : values.join(', ');
}

function partyRows(party: ContractParty): TContractSection['rows'] {
  const rows = [
    { label: 'Наименование или ФИО', value: stated(party.name) },
    { label: 'Правовая форма', value: stated(party.legalForm) },
    { label: 'ИНН', value: stated(party.inn) },
  ];
  if (party.ogrn) rows.push({ label: 'ОГРН / ОГРНИП', value: party.ogrn });
  if (party.kpp) rows.push({ label: 'КПП', value: party.kpp });
  if (party.address) rows.push({ label: 'Адрес', value: party.address });
  if (party.representative && party.representative !== party.name) {
    rows.push({ label: 'Представитель', value: party.representative });
  }
  return rows;
}

export function contractSections(content: ContractContent): TContractSection[] {
  const { route, cargo, vehicle, driver } = content;
  const loading = route.loadingTime
    ? `${ruDate(route.loadingDate)}, ${route.loadingTime}`
    : ruDate(route.loadingDate);
  return [
    { title: `1. ${CONTRACT_SIDE_LABELS.cargo}`, rows: partyRows(content.cargoOwner) },
    { title: `2. ${CONTRACT_SIDE_LABELS.carrier}`, rows: partyRows(content.carrier) },
    {
      title: '3. Маршрут и сроки',
      rows: [
        { label: 'Адрес погрузки', value: stated(route.fromAddress) },
        { label: 'Дата погрузки', value: loading },
        { label: 'Адрес выгрузки', value: stated(route.toAddress) },
        { label: 'Дата выгрузки', value: route.unloadingDate ? ruDate(route.unloadingDate) : NOT_STATED },
        { label: 'Грузополучатель', value: stated(route.consigneeName) },
        {
          label: 'Телефон грузополучателя',
          value: route.consigneePhone ? phone(route.consigneePhone) : NOT_STATED,
        },
      ],
    },
    {
      title: '4. Груз',
      rows: [
        { label: 'Вид груза', value: list(cargo.types) },
        { label: 'Вес', value: amount(cargo.weightKg, 'кг') },
        { label: 'Объём', value: amount(cargo.volumeM3, 'м³') },
        { label: 'Количество мест', value: amount(cargo.places, 'шт.') },
        { label: 'Тип кузова', value: list(cargo.bodyTypes) },
        { label: 'Способ погрузки', value: list(cargo.loadingTypes) },
      ],
    },
    {
      title: '5. Транспортное средство и водитель',
      rows: [
        { label: 'Тип транспорта', value: stated(vehicle.type) },
        { label: 'Кузов', value: stated(vehicle.bodyType) },
        { label: 'Марка и модель', value: stated(vehicle.makeModel) },
        { label: 'Грузоподъёмность', value: amount(vehicle.capacityTons, 'т') },
        {
          label: 'Госномер',
          value: vehicle.plate ? (formatPlate(vehicle.plate) ?? vehicle.plate) : NOT_STATED,
        },
        { label: 'Водитель', value: stated(driver.name) },
        { label: 'Телефон водителя', value: driver.phone ? phone(driver.phone) : NOT_STATED },
      ],
    },
    {
      title: '6. Стоимость и оплата',
      rows: [
        {
          label: 'Стоимость перевозки',
          value: content.price.kopecks === null ? NOT_STATED : formatRubles(content.price.kopecks),
        },
        { label: 'Способ оплаты', value: stated(content.payment.method) },
        { label: 'Условия оплаты', value: stated(content.payment.terms) },
      ],
    },
  ];
}
