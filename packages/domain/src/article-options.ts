/** Choices on listings and vehicle templates: body, loading, payment, vehicle type. Labels in Russian. */

export const BODY_TYPES = [
  'tent',
  'refrigerator',
  'isotherm',
  'board',
  'allMetal',
  'container',
  'tipper',
  'platform',
  'carCarrier',
  'tank',
  'timberTruck',
] as const;
export type BodyType = (typeof BODY_TYPES)[number];
export const BODY_TYPE_LABELS: Record<BodyType, string> = {
  tent: 'Тент',
  refrigerator: 'Рефрижератор',
  isotherm: 'Изотерм',
  board: 'Бортовой',
  allMetal: 'Цельнометаллический фургон',
  container: 'Контейнер',
  tipper: 'Самосвал',
  platform: 'Площадка',
  carCarrier: 'Автовоз',
  tank: 'Цистерна',
  timberTruck: 'Лесовоз',
};

export const LOADING_TYPES = ['top', 'side', 'rear'] as const;
export type LoadingType = (typeof LOADING_TYPES)[number];
export const LOADING_TYPE_LABELS: Record<LoadingType, string> = {
  top: 'Верхняя',
  side: 'Боковая',
  rear: 'Задняя',
};

export const PAYMENT_METHODS = ['cash', 'card', 'cashlessVat', 'cashlessNoVat'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Наличные',
  card: 'Перевод на карту',
  cashlessVat: 'Безнал с НДС',
  cashlessNoVat: 'Безнал без НДС',
};

export const VEHICLE_TYPES = [
  'gazelle',
  'truck5',
  'truck10',
  'eurotruck',
  'refrigeratorTruck',
  'roadTrain',
  'tipperTruck',
  'carCarrierTruck',
  'other',
] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];
export const VEHICLE_TYPE_LABELS: Record<VehicleType, string> = {
  gazelle: 'Газель (до 1,5 т)',
  truck5: 'Грузовик до 5 т',
  truck10: 'Грузовик до 10 т',
  eurotruck: 'Еврофура (20 т, 82–92 м³)',
  refrigeratorTruck: 'Рефрижератор',
  roadTrain: 'Сцепка',
  tipperTruck: 'Самосвал',
  carCarrierTruck: 'Автовоз',
  other: 'Другое',
};
