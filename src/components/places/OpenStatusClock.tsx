'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { useMinuteNow } from '@/components/time/use-minute-now';
import type { MallHoursInput } from '@/lib/opening-hours/open-status';

interface OpenStatusClockValue {
  /** null until the page has hydrated (ADR 0025) */
  now: Date | null;
  mall: MallHoursInput;
}

const OpenStatusClockContext = createContext<OpenStatusClockValue | null>(null);

/**
 * One copy of the mall's hours for every badge below it: a list of 48 cards
 * sends the mall's holidays once, not 48 times (the clock itself is shared by
 * `useMinuteNow`).
 */
export function OpenStatusClock({ mall, children }: { mall: MallHoursInput; children: ReactNode }) {
  const now = useMinuteNow();
  return <OpenStatusClockContext.Provider value={{ now, mall }}>{children}</OpenStatusClockContext.Provider>;
}

export function useOpenStatusClock(): OpenStatusClockValue | null {
  return useContext(OpenStatusClockContext);
}
