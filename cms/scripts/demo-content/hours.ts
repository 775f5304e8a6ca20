/** Weekly schedules of the mall, its sectors, and the places with their own hours. */
import type { SectorHours, TimeRange, WeeklySchedule } from '../../../src/lib/content/index.ts';

const range = (open: string, close: string): TimeRange[] => [{ open, close }];

export function week(
  weekdays: TimeRange[],
  saturday: TimeRange[],
  sunday: TimeRange[],
  friday: TimeRange[] = weekdays,
): WeeklySchedule {
  return { mon: weekdays, tue: weekdays, wed: weekdays, thu: weekdays, fri: friday, sat: saturday, sun: sunday };
}

export const MALL_HOURS: WeeklySchedule = week(
  range('10:00', '22:00'),
  range('10:00', '22:00'),
  range('14:00', '20:00'),
);

export const SECTOR_HOURS: SectorHours = {
  stores: week(range('10:00', '22:00'), range('10:00', '22:00'), range('14:00', '20:00')),
  // Fridays and Saturdays the restaurants stay open until midnight
  gastronomy: week(range('11:00', '23:00'), range('11:00', '00:00'), range('11:00', '22:00'), range('11:00', '00:00')),
  // the last session ends after midnight every day
  cinema: week(range('12:00', '00:30'), range('12:00', '00:30'), range('12:00', '00:30')),
  leisure: week(range('10:00', '22:00'), range('10:00', '22:00'), range('12:00', '20:00')),
};

/** own hours of the places that do not follow their sector */
export const OWN_HOURS: Record<string, WeeklySchedule> = {
  'drogaria-vida-plena': week(range('08:00', '22:00'), range('08:00', '22:00'), range('09:00', '21:00')),
  'banco-horizonte': {
    mon: range('10:00', '16:00'),
    tue: range('10:00', '16:00'),
    wed: range('10:00', '16:00'),
    thu: range('10:00', '16:00'),
    fri: range('10:00', '16:00'),
  },
  'clinica-olhar-vivo': { ...week(range('09:00', '19:00'), range('09:00', '14:00'), []), sun: [] },
  'sorriso-ipe-odontologia': { ...week(range('09:00', '20:00'), range('09:00', '13:00'), []), sun: [] },
  'lavanderia-nuvem-branca': week(range('10:00', '20:00'), range('10:00', '18:00'), []),
  'vet-jacaranda': week(range('09:00', '21:00'), range('09:00', '18:00'), range('14:00', '20:00')),
  'bosque-encantado': week(range('10:00', '22:00'), range('10:00', '22:00'), range('12:00', '20:00')),
  'enigma-escape-room': week(
    range('14:00', '22:00'),
    range('12:00', '23:30'),
    range('12:00', '20:00'),
    range('14:00', '23:30'),
  ),
  'realidade-virtual-orbita': week(range('12:00', '22:00'), range('10:00', '22:00'), range('12:00', '20:00')),
  // breakfast before the corridors open: the bakery has its own door to the garden
  'padaria-pao-dourado': week(range('07:00', '22:00'), range('07:00', '22:00'), range('08:00', '20:00')),
  'cafe-coado-serrano': week(range('09:00', '22:00'), range('09:00', '22:00'), range('10:00', '20:00')),
  // EDGE CASE: open past midnight (a close earlier than the open ends the next day)
  'boteco-pe-de-ipe': {
    mon: [],
    tue: range('17:00', '00:00'),
    wed: range('17:00', '00:00'),
    thu: range('18:00', '02:00'),
    fri: range('18:00', '02:00'),
    sat: [
      { open: '12:00', close: '16:00' },
      { open: '18:00', close: '02:00' },
    ],
    sun: range('12:00', '18:00'),
  },
  'cha-prosa': week(range('10:00', '20:00'), range('09:00', '20:00'), range('09:00', '18:00')),
};
