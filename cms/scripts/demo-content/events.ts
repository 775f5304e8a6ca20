/**
 * Event data of some 'Acontece Aqui' articles (article.event, article.event_place), placed around the demo's
 * "today" (Friday 2026-11-20, the date every other dated record is written against) so the agenda has
 * something today, this weekend, later this month, next month and in the archive.
 * EDGE CASES:
 *  - barro     one occurrence that spans weeks (an exhibition): on today, this weekend and this month
 *  - criancas  several occurrences: today and tomorrow (Saturday)
 *  - piano, corrida  ended: archive only
 */
import type { EventDetails } from '../../../src/lib/content/index.ts';

export const DEMO_TODAY = '2026-11-20';

/** `DEMO_TODAY` moved by `days`, at the mall's wall-clock `time` */
export function demoAt(days: number, time: string): string {
  const d = new Date(`${DEMO_TODAY}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return `${d.toISOString().slice(0, 10)}T${time}`;
}

const occ = (days: number, start: string, end: string, endDays = days) => ({
  start: demoAt(days, start),
  end: demoAt(endDays, end),
});

export interface ArticleEvent {
  event: EventDetails;
  /** record id of the store, restaurant or service where it happens */
  place?: string;
}

/** by article key (article-table.ts) */
export const ARTICLE_EVENTS: Record<string, ArticleEvent> = {
  // today, Friday evening: live samba at the bar
  samba: {
    event: {
      kind: 'show',
      occurrences: [occ(0, '19:00', '22:00')],
      priceBrl: 25,
      ageRating: '18',
      accessibility: [],
    },
    place: 'restaurant-boteco-pe-de-ipe',
  },
  // today and tomorrow: a children's workshop with registration
  criancas: {
    event: {
      kind: 'kids',
      occurrences: [occ(0, '15:00', '17:00'), occ(1, '15:00', '17:00')],
      ageRating: 'L',
      accessibility: ['libras'],
      registrationUrl: 'https://example.com/inscricoes/oficina-criancas',
    },
    place: 'store-letra-miuda-livros-infantis',
  },
  // Sunday: Father Christmas arrives in the atrium (a map unit, no store)
  natal: {
    event: {
      kind: 'kids',
      occurrences: [occ(2, '16:00', '20:00')],
      unit: 'L3-301',
      ageRating: 'L',
      accessibility: ['libras', 'audio_description'],
    },
  },
  // an exhibition running for weeks, on now
  barro: {
    event: {
      kind: 'exhibition',
      occurrences: [occ(-17, '10:00', '22:00', 9)],
      ageRating: 'L',
      accessibility: ['audio_description'],
    },
    place: 'store-atelie-de-ceramica-barro-vivo',
  },
  // next weekend, still this month, paid
  sabores: {
    event: {
      kind: 'fair',
      occurrences: [occ(7, '12:00', '22:00'), occ(8, '12:00', '22:00'), occ(9, '12:00', '20:00')],
      priceBrl: 40,
      ageRating: 'L',
      accessibility: [],
      registrationUrl: 'https://example.com/ingressos/festival-sabores',
    },
  },
  // next month, cancelled: it stays in the agenda, said to be off, with no "add to calendar" (ADR 0079)
  pet: {
    event: {
      kind: 'fair',
      occurrences: [occ(15, '10:00', '16:00')],
      ageRating: 'L',
      accessibility: [],
      status: 'cancelled',
    },
    place: 'service-espaco-pet',
  },
  // ended: the archive
  piano: {
    event: {
      kind: 'show',
      occurrences: [occ(-168, '19:00', '21:00')],
      priceBrl: 60,
      ageRating: '10',
      accessibility: ['libras'],
    },
  },
  corrida: {
    event: {
      kind: 'sports',
      occurrences: [occ(-82, '07:00', '10:00')],
      ageRating: '12',
      accessibility: [],
      registrationUrl: 'https://example.com/inscricoes/corrida',
    },
  },
};
