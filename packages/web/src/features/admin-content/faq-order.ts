/** Moving a FAQ section or question one place up or down: the new positions of the items that change. */
export interface Positioned {
  id: string;
  position: number;
}

/**
 * Swaps the item with its neighbour. Distinct positions are simply exchanged (two saves); when they are equal the
 * whole list is renumbered 1…n in the new order, so that the move is visible at once.
 */
export function moveItem<T extends Positioned>(
  items: readonly T[],
  index: number,
  direction: -1 | 1,
): { item: T; position: number }[] {
  const other = index + direction;
  const item = items[index];
  const neighbour = items[other];
  if (!item || !neighbour) return [];
  if (item.position !== neighbour.position)
    return [
      { item, position: neighbour.position },
      { item: neighbour, position: item.position },
    ];
  const order = [...items];
  order[index] = neighbour;
  order[other] = item;
  return order
    .map((entry, at) => ({ item: entry, position: at + 1 }))
    .filter((change) => change.item.position !== change.position);
}

/** The position of an item added at the end. */
export function nextPosition(items: readonly Positioned[]): number {
  return Math.min(1000, items.reduce((max, item) => Math.max(max, item.position), 0) + 1);
}
