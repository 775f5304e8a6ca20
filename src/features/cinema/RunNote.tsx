'use client';

import { useMinuteNow } from '@/components/time/use-minute-now';
import { mallDate } from './model/calendar';

/**
 * "Estreia em 27 de novembro" before the run starts, "Em cartaz até…" during
 * it. Which one, the browser says (the page is cached: ADR 0025); until then
 * the line holds the run's end, or its place.
 */
export function RunNote({
  startsOn,
  premiere,
  runUntil,
}: {
  startsOn: string;
  premiere: string;
  runUntil: string | null;
}) {
  const now = useMinuteNow();
  if (now && startsOn > mallDate(now)) return <>{premiere}</>;
  return <>{runUntil ?? '\u00a0'}</>;
}
