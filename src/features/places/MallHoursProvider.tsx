'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { MallHoursInput } from '@/features/opening-hours';

const MallHoursProviderContext = createContext<MallHoursInput | null>(null);

/**
 * One copy of the mall's hours for every badge below it: a list of 48 cards
 * sends the mall's holidays once, not 48 times. (The clock is `useMinuteNow`,
 * one timer for the whole page.)
 */
export function MallHoursProvider({ mall, children }: { mall: MallHoursInput; children: ReactNode }) {
  return <MallHoursProviderContext.Provider value={mall}>{children}</MallHoursProviderContext.Provider>;
}

/** The mall's hours an `MallHoursProvider` above provides, if any. */
export function useSharedMallHours(): MallHoursInput | null {
  return useContext(MallHoursProviderContext);
}
