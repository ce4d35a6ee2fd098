import { ZTime } from '@fura/domain/article-schemas';
import type { TQuietHours } from '@fura/domain/saved-searches';
import type { QuietHoursValue } from './ui/QuietHoursFields';
import { ALERT_TEXT, DEFAULT_QUIET } from './texts';

/** The fields' value of saved quiet hours (null: off, the default times waiting in the fields). */
export function quietHoursValue(quietHours: TQuietHours | null): QuietHoursValue {
  return quietHours ? { on: true, ...quietHours } : { on: false, ...DEFAULT_QUIET };
}

export type QuietHoursReading =
  { ok: true; quietHours: TQuietHours | null } | { ok: false; fromError?: string; toError?: string };

/** The quiet hours the fields say, or the message of each time that is not a whole «ЧЧ:ММ». */
export function readQuietHours(value: QuietHoursValue): QuietHoursReading {
  if (!value.on) return { ok: true, quietHours: null };
  const fromOk = ZTime.safeParse(value.from).success;
  const toOk = ZTime.safeParse(value.to).success;
  if (fromOk && toOk) return { ok: true, quietHours: { from: value.from, to: value.to } };
  return {
    ok: false,
    ...(fromOk ? {} : { fromError: ALERT_TEXT.timeNeeded }),
    ...(toOk ? {} : { toError: ALERT_TEXT.timeNeeded }),
  };
}
