import { movieSessionsSchema, type MovieSession } from '@/lib/content';

/**
 * The weekly programme, read whole through its schema on the server (ADR 0037):
 * the CMS stores it as opaque JSON, and a programme with a slot that does not
 * have the documented shape shows no sessions rather than some of them wrong.
 */
export function parseSessions(json: unknown): MovieSession[] {
  const checked = movieSessionsSchema.safeParse(json);
  return checked.success ? checked.data : [];
}
