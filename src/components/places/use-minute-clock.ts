'use client';

import { useEffect, useState } from 'react';
import { msUntilNextMinute } from '@/lib/time/mall-clock';

/**
 * "Now", starting from the server's instant (so the first client render is
 * the server's render: no hydration mismatch), then the browser's clock,
 * re-read at every minute boundary. A cached page corrects itself on mount.
 * `enabled: false` keeps the server instant and starts no timer (a shared
 * clock above already ticks).
 */
export function useMinuteClock(serverAt: string, enabled = true): Date {
  const [now, setNow] = useState(() => new Date(serverAt));
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const current = new Date();
      setNow(current);
      timer = setTimeout(tick, msUntilNextMinute(current));
    };
    tick();
    return () => clearTimeout(timer);
  }, [enabled]);
  return now;
}
