'use client';

import { useEffect, useState } from 'react';
import { msUntilNextMinute } from '@/lib/time/mall-clock';

/**
 * "Now" for time-dependent views: the server's instant on the first render
 * (so hydration matches), then the browser's clock, refreshed at each minute
 * boundary. A page cached for hours still marks the right day.
 */
export function useMallNow(serverNow: string): Date {
  const [now, setNow] = useState(() => new Date(serverNow));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const current = new Date();
      setNow(current);
      timer = setTimeout(tick, msUntilNextMinute(current));
    };
    tick();
    return () => clearTimeout(timer);
  }, []);
  return now;
}
