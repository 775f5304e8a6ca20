/**
 * A query result as a string that compares equal whenever the content is the
 * same: urql adds `__typename` to every selection on the server, the
 * real-time channel answers the bare query, so those keys are left out.
 */
export function comparableState(data: unknown): string {
  return JSON.stringify(data, (key, value: unknown) => (key === '__typename' ? undefined : value));
}
