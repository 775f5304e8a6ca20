import type { EventSummary } from '@/features/events/model/event-types';

/** Friday 20 November 2026, 12:00 in São Paulo: the demo content's "today" */
export const STORY_NOW = '2026-11-20T15:00:00.000Z';

const base = {
  excerpt: null,
  place: null,
  unit: null,
  priceBrl: null,
  ageRating: 'L',
  accessibility: [],
  registrationUrl: null,
  status: 'scheduled',
  previousStart: null,
} satisfies Partial<EventSummary>;

export const STORY_EVENTS: EventSummary[] = [
  {
    ...base,
    id: 'samba',
    slug: 'roda-de-samba',
    title: 'Roda de samba no Boteco',
    kind: 'show',
    occurrences: [{ start: '2026-11-20T19:00', end: '2026-11-20T22:00' }],
    place: {
      kind: 'restaurant',
      slug: 'boteco',
      name: 'Boteco Pé de Ipê',
      floorName: 'Piso Jacarandá',
      unit: 'L3-306',
    },
    priceBrl: 25,
    ageRating: '18',
  },
  {
    ...base,
    id: 'oficina',
    slug: 'oficina',
    title: 'Oficina de histórias para crianças',
    kind: 'kids',
    occurrences: [
      { start: '2026-11-20T15:00', end: '2026-11-20T17:00' },
      { start: '2026-11-21T15:00', end: '2026-11-21T17:00' },
    ],
    accessibility: ['libras'],
    registrationUrl: 'https://example.com/inscricoes',
  },
  {
    ...base,
    id: 'natal',
    slug: 'natal',
    title: 'Chegada do Papai Noel',
    kind: 'kids',
    occurrences: [{ start: '2026-11-22T16:00', end: '2026-11-22T20:00' }],
    unit: 'L3-301',
    accessibility: ['libras', 'audio_description'],
  },
  {
    ...base,
    id: 'barro',
    slug: 'barro',
    title: 'Exposição: Barro Vivo',
    kind: 'exhibition',
    occurrences: [{ start: '2026-11-03T10:00', end: '2026-11-29T22:00' }],
    accessibility: ['audio_description'],
  },
  {
    ...base,
    id: 'piano',
    slug: 'piano',
    title: 'Recital de piano',
    kind: 'show',
    occurrences: [{ start: '2026-06-05T19:00', end: '2026-06-05T21:00' }],
    priceBrl: 60,
  },
  {
    ...base,
    id: 'pet',
    slug: 'feira-pet',
    title: 'Feira de adoção no Espaço Pet',
    kind: 'fair',
    occurrences: [{ start: '2026-11-21T10:00', end: '2026-11-21T16:00' }],
    status: 'cancelled',
  },
  {
    ...base,
    id: 'coral',
    slug: 'coral',
    title: 'Coral de Natal',
    kind: 'show',
    occurrences: [{ start: '2026-11-22T18:00', end: '2026-11-22T19:00' }],
    status: 'rescheduled',
    previousStart: '2026-11-15T18:00',
  },
];
