import { z } from 'zod';
import { WAVEFORM_POINTS } from './constants';

/** Voice messages (issue: messaging): what the server accepts, checked by the file's content. */

export const VOICE_MAX_BYTES = 10 * 1024 * 1024;
export const VOICE_MAX_MS = 5 * 60 * 1000;
/** Containers MediaRecorder writes in browsers: WebM (Chromium, Firefox), Ogg (Firefox), MP4 (Safari). */
export const VOICE_CONTAINERS = ['webm', 'ogg', 'mp4'] as const;
export type VoiceContainer = (typeof VOICE_CONTAINERS)[number];
export const VOICE_FIELD = 'voice';

export const VOICE_MESSAGES = {
  missing: 'Прикрепите запись голосового сообщения',
  notAudio: 'Файл не похож на голосовое сообщение: нужна запись звука в формате WebM, Ogg или MP4',
  tooBig: 'Голосовое сообщение — не больше 10 МБ',
  tooLong: 'Голосовое сообщение — не длиннее 5 минут',
  empty: 'Запись пустая: запишите сообщение ещё раз',
  waveform: `Форма волны — ${WAVEFORM_POINTS} чисел от 0 до 1`,
} as const;

/** The waveform the browser computed from the recording (shown while playing). */
export const ZWaveform = z
  .array(z.number().min(0).max(1), { error: VOICE_MESSAGES.waveform })
  .length(WAVEFORM_POINTS, VOICE_MESSAGES.waveform);
