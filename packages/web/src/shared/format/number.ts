const ratingFormat = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** «4,8». */
export function formatRating(rating: number): string {
  return ratingFormat.format(rating);
}

/** A counter on an icon: nothing at 0, the number, or «99+» above the cap. */
export function formatCounter(count: number, cap = 99): string {
  if (count <= 0) return '';
  return count > cap ? `${cap}+` : String(count);
}
