/** Calls `fn` at most once per `waitMs`, with the latest arguments at the end of the window. */
export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  waitMs: number,
): ((...args: A) => void) & { cancel(): void } {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pendingArgs: A | undefined;
  const throttled = (...args: A) => {
    const now = Date.now();
    const remaining = waitMs - (now - last);
    if (remaining <= 0) {
      last = now;
      fn(...args);
      return;
    }
    pendingArgs = args;
    timer ??= setTimeout(() => {
      timer = undefined;
      last = Date.now();
      if (pendingArgs) fn(...pendingArgs);
      pendingArgs = undefined;
    }, remaining);
  };
  return Object.assign(throttled, {
    cancel() {
      if (timer) clearTimeout(timer);
      timer = undefined;
      pendingArgs = undefined;
    },
  });
}

/** Calls `fn` once calls have stopped for `waitMs`. */
export function debounce<A extends unknown[]>(
  fn: (...args: A) => void,
  waitMs: number,
): ((...args: A) => void) & { cancel(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, waitMs);
  };
  return Object.assign(debounced, {
    cancel() {
      if (timer) clearTimeout(timer);
      timer = undefined;
    },
  });
}
