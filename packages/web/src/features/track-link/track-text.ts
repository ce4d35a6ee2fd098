import { formatShortDateTime } from '../../shared/format/date';
import { ETA_ROAD_FACTOR, ETA_SPEED_KMH, type TPublicTrack } from '@fura/domain/geo-tracking';

const kmFormat = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });

/** «2 ч 10 мин», «45 мин», «3 ч». */
export function formatDuration(minutes: number): string {
  const total = Math.max(1, Math.round(minutes));
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (hours === 0) return `${rest} мин`;
  return rest === 0 ? `${hours} ч` : `${hours} ч ${rest} мин`;
}

/** «Прибытие: примерно через 2 ч 10 мин (~130 км)»; next to the destination it says so instead. */
export function formatEta(eta: NonNullable<TPublicTrack['eta']>): string {
  if (eta.distanceKm < 1) return 'Прибытие: груз уже рядом с пунктом назначения';
  return `Прибытие: примерно через ${formatDuration(eta.minutes)} (~${kmFormat.format(eta.distanceKm)} км)`;
}

const roadFactor = new Intl.NumberFormat('ru-RU').format(ETA_ROAD_FACTOR);

export const TRACK_TEXT = {
  from: 'Откуда',
  to: 'Куда',
  toChanged: 'Адрес выгрузки изменён',
  lastPosition: 'Последняя точка',
  noPosition: 'Перевозчик ещё не передал своё местоположение. Как только оно придёт, груз появится на карте.',
  noEta: 'Время прибытия появится, когда придёт местоположение перевозчика.',
  etaNote:
    `Время прибытия — примерная оценка: расстояние по прямой до пункта назначения × ${roadFactor} ` +
    `на извилистость дорог при средней скорости ${ETA_SPEED_KMH} км/ч. Пробки и остановки не учтены.`,
  refresh: 'Страница обновляется сама каждые 30 секунд.',
  expires: (iso: string) => `Ссылка действует до ${formatShortDateTime(iso)}.`,
  mapLabel: 'Карта: где груз и куда он едет',
  positionMarker: 'Груз сейчас здесь',
  destinationMarker: (settlement: string) => `Пункт назначения: ${settlement}`,
  originMarker: (settlement: string) => `Откуда: ${settlement}`,
  notFoundTitle: 'Ссылка не найдена или больше не действует',
  notFoundText:
    'Ссылка на отслеживание работает, пока груз в пути, и не дольше 7 дней; отправитель может отозвать её раньше. ' +
    'Если груз ещё не доставлен, попросите отправителя прислать новую ссылку.',
  toMain: 'На главную',
  loadErrorTitle: 'Не удалось загрузить данные о грузе',
} as const;
