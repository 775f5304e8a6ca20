/**
 * Joins callers asking for the same thing while it is being fetched: the
 * first call runs `start`, the others get its promise, and the key is freed
 * once it settles (success or failure), so the next call asks again.
 *
 * N visitors to a page no cache holds yet make one chain of attempts against
 * the content API, not N: what matters during a slow or failing CMS.
 */
export function createInFlightJoiner<T>() {
  const inFlight = new Map<string, Promise<T>>();
  return function joinInFlight(key: string, start: () => Promise<T>): Promise<T> {
    const running = inFlight.get(key);
    if (running) return running;
    const promise = start().finally(() => inFlight.delete(key));
    inFlight.set(key, promise);
    return promise;
  };
}
