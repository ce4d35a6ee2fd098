/** How dialogs show time, presence and voice length (DESIGN §6: dd.MM.yyyy and HH:mm). */
import dayjs from 'dayjs';
import type { TDialogUser } from '@fura/domain/dialog-schemas';
import { DATE_FORMAT, TIME_FORMAT } from '../format/date';

function sameDay(a: dayjs.Dayjs, b: dayjs.Dayjs): boolean {
  return a.isSame(b, 'day');
}

/** «в сети», «был(а) в сети сегодня в 14:05», «был(а) в сети 12.08.2026 в 14:05», «не в сети». */
export function presenceText(user: Pick<TDialogUser, 'online' | 'onlineAt'>, now: Date = new Date()): string {
  if (user.online) return 'в сети';
  const seen = user.onlineAt ? dayjs(user.onlineAt) : null;
  if (!seen?.isValid()) return 'не в сети';
  const day = sameDay(seen, dayjs(now)) ? 'сегодня' : seen.format(DATE_FORMAT);
  return `был(а) в сети ${day} в ${seen.format(TIME_FORMAT)}`;
}

/** A list row's time: HH:mm today, dd.MM.yyyy before. */
export function listTime(value: string | null, now: Date = new Date()): string {
  const date = value ? dayjs(value) : null;
  if (!date?.isValid()) return '';
  return sameDay(date, dayjs(now)) ? date.format(TIME_FORMAT) : date.format(DATE_FORMAT);
}

/** «0:12», «4:05». */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

export function voiceLabel(durationMs: number): string {
  return `Голосовое сообщение ${formatDuration(durationMs)}`;
}
