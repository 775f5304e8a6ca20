/** The first value of a search parameter (`?q=a&q=b` → "a"). */
export function firstParam(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
