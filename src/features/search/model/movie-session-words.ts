import type { MovieAudio, SessionAccessibility } from '@/lib/content';
import { parseSessions, sessionTags, SESSION_TAGS, type SessionTag } from '@/features/cinema';

/** A locale's words for a film's sessions: each tag's name ("Dublado", "Libras", "3D") and the word for a session. */
export interface SessionWords {
  tags: Record<SessionTag, string>;
  /** "sessão sessões horário" */
  session: string;
}

/** The words from the cinema's own names ("Dublado", "Libras"; a format is its name) and the word for a session. */
export function sessionWordsFrom(
  names: { audio: Record<MovieAudio, string>; accessibility: Record<SessionAccessibility, string> },
  session: string,
): SessionWords {
  const all: Record<string, string> = { ...names.audio, ...names.accessibility };
  return {
    tags: Object.fromEntries(SESSION_TAGS.map((tag) => [tag, all[tag] ?? tag])) as Record<SessionTag, string>,
    session,
  };
}

/** The tags of a film's weekly programme (stored as opaque JSON, read through its schema), in the legend's order. */
function tagsOf(sessionsJson: unknown): SessionTag[] {
  const own = new Set(parseSessions(sessionsJson).flatMap((session) => sessionTags(session)));
  return SESSION_TAGS.filter((tag) => own.has(tag));
}

/**
 * What a film's sessions let a visitor search it by: "filme dublado", "sessão
 * libras", "3d". With `null`, every tag: the cinema page's own keywords.
 */
export function movieSessionWords(sessionsJson: unknown, words: SessionWords): string[] {
  const tags = sessionsJson === null ? SESSION_TAGS.filter((tag) => tag !== '2D') : tagsOf(sessionsJson);
  return [...tags.map((tag) => words.tags[tag]), words.session];
}

/** The detail line's part about sessions: "3D · Dublado · Libras" (2D, the ordinary, left out). */
export function movieSessionSummary(sessionsJson: unknown, words: SessionWords): string | null {
  const tags = tagsOf(sessionsJson);
  return tags.length > 0 ? tags.map((tag) => words.tags[tag]).join(', ') : null;
}
