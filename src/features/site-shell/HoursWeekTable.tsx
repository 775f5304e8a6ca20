'use client';

import { OpeningHoursTable, type WeeklyHoursRow } from '@/features/site-settings';
import { LaterMessages } from '@/i18n/later/LaterMessages';

/** What the week's table says besides the button's own texts (ADR 0095). */
const TABLE_TEXTS = ['caption', 'day', 'hours', 'today', 'weekdays', 'range'].map((key) => `layout.hours.${key}`);

/** The header's week of opening hours, with its texts: loaded when the hours button first opens. */
export default function HoursWeekTable({ rows, caption }: { rows: WeeklyHoursRow[]; caption: string }) {
  return (
    <LaterMessages namespaces={TABLE_TEXTS}>
      <OpeningHoursTable rows={rows} caption={caption} />
    </LaterMessages>
  );
}
