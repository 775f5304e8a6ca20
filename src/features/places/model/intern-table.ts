/**
 * A table of distinct values, each stored once and named by its position:
 * what repeats from place to place (a category, a floor, the opening hours)
 * travels once in a page's payload. Values are equal when their JSON is.
 */
export function internTable<T>(): { readonly items: T[]; at(item: T): number } {
  const items: T[] = [];
  const positions = new Map<string, number>();
  return {
    items,
    at(item) {
      const key = JSON.stringify(item);
      let position = positions.get(key);
      if (position === undefined) {
        position = items.push(item) - 1;
        positions.set(key, position);
      }
      return position;
    },
  };
}
