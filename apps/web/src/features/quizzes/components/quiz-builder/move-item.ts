/** A copy of `list` with the item at `index` moved `by` places (one up or down). */
export function moveItem<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const next = [...list];
  const [item] = next.splice(index, 1);
  if (item) next.splice(index + by, 0, item);
  return next;
}
