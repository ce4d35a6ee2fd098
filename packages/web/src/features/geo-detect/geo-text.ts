import dayjs from 'dayjs';
import { DAY_FORMS, pluralRu } from '@fura/domain/plural';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** «только что», «5 мин назад», «3 ч назад», «2 дня назад» — how long ago a position came. */
export function formatAgo(iso: string, now: number): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const passed = Math.max(0, now - at);
  if (passed < MINUTE_MS) return 'только что';
  if (passed < HOUR_MS) return `${Math.floor(passed / MINUTE_MS)} мин назад`;
  if (passed < DAY_MS) return `${Math.floor(passed / HOUR_MS)} ч назад`;
  const days = Math.floor(passed / DAY_MS);
  return `${days} ${pluralRu(days, DAY_FORMS)} назад`;
}

/** «12.08 14:05»: a short date and time of the current year's trip. */
export function formatShortDateTime(iso: string): string {
  const date = dayjs(iso);
  return date.isValid() ? date.format('DD.MM HH:mm') : '';
}

export const GEO_TEXT = {
  emptyTitle: 'Сейчас нет грузов в пути',
  emptyHint:
    'Здесь появляются ваши заказы, когда перевозчик выбран и вы переводите заказ в статус «В пути». ' +
    'Пока груз в пути, вы видите, где перевозчик, а когда заказ завершён, он уходит из этого списка.',
  emptyAction: 'Заказы в работе',
  loadErrorTitle: 'Не удалось загрузить грузы в пути',
  noPosition: 'Перевозчик ещё не передавал геолокацию',
  lastPosition: 'Последняя точка',
  requestLocation: 'Запросить геолокацию',
  requestSent: 'Запрос отправлен перевозчику',
  listLabel: 'Грузы в пути',
  mapLabel: 'Карта грузов в пути',
  follow: 'Карта следует за этим грузом',
} as const;

export const LINK_TEXT = {
  create: 'Ссылка для получателя',
  createAgain: 'Новая ссылка',
  activeUntil: (iso: string) => `Ссылка действует до ${formatShortDateTime(iso)}`,
  revoke: 'Отозвать ссылку',
  modalTitle: 'Ссылка для получателя',
  inputLabel: 'Ссылка на карту с грузом',
  copy: 'Скопировать',
  copied: 'Скопировано',
  onceNote: 'Мы показываем ссылку только один раз: скопируйте её и отправьте получателю сейчас.',
  lifeNote:
    'По ссылке видно только карту, откуда и куда едет груз и примерное время прибытия — без имён и телефонов. ' +
    'Ссылка работает 7 дней или до доставки груза, смотря что наступит раньше; её можно отозвать в любой момент.',
  replaceTitle: 'Создать новую ссылку?',
  replaceText: 'Старая ссылка перестанет работать: получателю нужно будет отправить новую.',
  replaceConfirm: 'Создать новую',
  revokeTitle: 'Отозвать ссылку?',
  revokeText: 'Получатель больше не сможет открыть карту по этой ссылке.',
  revokeConfirm: 'Отозвать',
  revoked: 'Ссылка отозвана',
  cancel: 'Отмена',
  close: 'Готово',
} as const;
