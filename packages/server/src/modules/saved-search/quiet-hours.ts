import type { TQuietHours } from '@fura/domain/saved-searches';

/** A search's stored quiet hours (two columns, both or neither) as the domain's value. */
export function quietHoursOf(row: { quietFrom: string | null; quietTo: string | null }): TQuietHours | null {
  return row.quietFrom && row.quietTo ? { from: row.quietFrom, to: row.quietTo } : null;
}
