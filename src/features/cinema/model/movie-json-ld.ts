import type { MovieSession } from '@/lib/content';

export interface MovieJsonLdInput {
  url: string;
  name: string;
  description?: string | null;
  imageUrl?: string | null;
  director?: string | null;
  cast: readonly string[];
  durationMinutes?: number | null;
  genre?: string | null;
  /** ClassInd rating: L, 10 … 18 */
  contentRating: string;
  trailerUrl?: string | null;
  inLanguage: string;
  /** the sessions to list by date (YYYY-MM-DD): the coming ones, capped (`comingScreenings`, ADR 0067) */
  screenings: readonly { date: string; sessions: readonly MovieSession[] }[];
  cinema: {
    name: string;
    streetAddress?: string | null;
    city?: string | null;
    state?: string | null;
    postalCode?: string | null;
  };
}

/** ISO 8601 duration of a running time: 136 → "PT2H16M". */
export function isoDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `PT${h ? `${h}H` : ''}${m || !h ? `${m}M` : ''}`;
}

const AUDIO_LANGUAGE: Record<MovieSession['audio'], string | null> = {
  dubbed: 'pt-BR',
  national: 'pt-BR',
  subtitled: null,
};

/**
 * schema.org `Movie` with one `ScreeningEvent` per session given (start time
 * with the mall's UTC offset, the room as the screening's location, the
 * ticket seller's page as its `url`). No `Offer`: the price list does not say
 * which price a session costs, and an Offer without a price is invalid
 * (ADR 0067).
 */
export function movieJsonLd(input: MovieJsonLdInput): Record<string, unknown> {
  const place = {
    '@type': 'MovieTheater',
    name: input.cinema.name,
    address: {
      '@type': 'PostalAddress',
      streetAddress: input.cinema.streetAddress ?? undefined,
      addressLocality: input.cinema.city ?? undefined,
      addressRegion: input.cinema.state ?? undefined,
      postalCode: input.cinema.postalCode ?? undefined,
      addressCountry: 'BR',
    },
  };
  const events = input.screenings.flatMap(({ date, sessions }) =>
    sessions.map((s) => ({
      '@type': 'ScreeningEvent',
      name: input.name,
      startDate: `${date}T${s.time}:00-03:00`,
      videoFormat: s.format,
      ...(AUDIO_LANGUAGE[s.audio] ? { inLanguage: AUDIO_LANGUAGE[s.audio] } : { subtitleLanguage: 'pt-BR' }),
      location: { ...place, name: `${input.cinema.name}, ${s.room}` },
      ...(s.ticketUrl ? { url: s.ticketUrl } : {}),
    })),
  );
  return {
    '@context': 'https://schema.org',
    '@type': 'Movie',
    name: input.name,
    url: input.url,
    ...(input.description ? { description: input.description } : {}),
    ...(input.imageUrl ? { image: input.imageUrl } : {}),
    ...(input.director ? { director: { '@type': 'Person', name: input.director } } : {}),
    ...(input.cast.length ? { actor: input.cast.map((name) => ({ '@type': 'Person', name })) } : {}),
    ...(input.durationMinutes ? { duration: isoDuration(input.durationMinutes) } : {}),
    ...(input.genre ? { genre: input.genre } : {}),
    contentRating: input.contentRating === 'L' ? 'Livre' : `${input.contentRating} anos`,
    ...(input.trailerUrl ? { trailer: { '@type': 'VideoObject', name: input.name, embedUrl: input.trailerUrl } } : {}),
    inLanguage: input.inLanguage,
    subjectOf: events,
  };
}
