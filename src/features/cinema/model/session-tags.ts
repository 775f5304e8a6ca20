import type { MovieAudio, MovieFormat, MovieSession, SessionAccessibility } from '@/lib/content';
import { MOVIE_AUDIOS, MOVIE_FORMATS, SESSION_ACCESSIBILITY } from '@/lib/content/content-values';

/** What a session's chips say: its format, its audio and its accessibility features. */
export type SessionTag = MovieFormat | MovieAudio | SessionAccessibility;

/** Every tag, in the legend's order: accessibility first (what some visitors cannot do without), then audio, formats. */
export const SESSION_TAGS: readonly SessionTag[] = [...SESSION_ACCESSIBILITY, ...MOVIE_AUDIOS, ...MOVIE_FORMATS];

export type TagKind = 'accessibility' | 'audio' | 'format';

export function tagKind(tag: SessionTag): TagKind {
  if ((SESSION_ACCESSIBILITY as readonly string[]).includes(tag)) return 'accessibility';
  return (MOVIE_AUDIOS as readonly string[]).includes(tag) ? 'audio' : 'format';
}

/** A session's tags in the legend's order; `2D`, the ordinary projection, says nothing and is left out. */
export function sessionTags(session: Pick<MovieSession, 'format' | 'audio' | 'accessibility'>): SessionTag[] {
  const own = new Set<SessionTag>([session.format, session.audio, ...session.accessibility]);
  return SESSION_TAGS.filter((tag) => tag !== '2D' && own.has(tag));
}
