'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { MallHoursInput } from '@/lib/opening-hours/open-status';
import { useMinuteClock } from './use-minute-clock';

interface OpenStatusClockValue {
  now: Date;
  mall: MallHoursInput;
}

const OpenStatusClockContext = createContext<OpenStatusClockValue | null>(null);

/**
 * One clock and one copy of the mall's hours for every badge below it: a list
 * of 48 cards ticks once a minute and sends the mall's holidays once, not 48
 * times.
 */
export function OpenStatusClock({ serverAt, mall, children }: { serverAt: string; mall: MallHoursInput; children: ReactNode }) {
  const now = useMinuteClock(serverAt);
  return <OpenStatusClockContext.Provider value={{ now, mall }}>{children}</OpenStatusClockContext.Provider>;
}

export function useOpenStatusClock(): OpenStatusClockValue | null {
  return useContext(OpenStatusClockContext);
}
