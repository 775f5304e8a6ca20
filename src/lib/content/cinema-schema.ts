import { z } from './zod.ts';
import { MOVIE_FORMATS, MOVIE_AUDIOS, SESSION_ACCESSIBILITY } from './content-values.ts';
import { httpUrlSchema } from './site-links-schema.ts';
import { clockTimeSchema, weekdaySchema } from './opening-hours-schema.ts';

export const movieFormatSchema = z.enum(MOVIE_FORMATS);
export type MovieFormat = z.infer<typeof movieFormatSchema>;

export const movieAudioSchema = z.enum(MOVIE_AUDIOS);
export type MovieAudio = z.infer<typeof movieAudioSchema>;

export const sessionAccessibilitySchema = z.enum(SESSION_ACCESSIBILITY);
export type SessionAccessibility = z.infer<typeof sessionAccessibilitySchema>;

export const cinemaRoomSchema = z.strictObject({
  name: z.string().trim().min(1),
  seats: z.int().positive(),
  formats: z.array(movieFormatSchema),
  wheelchairSpaces: z.int().nonnegative(),
});
export type CinemaRoom = z.infer<typeof cinemaRoomSchema>;
export const cinemaRoomsSchema = z.array(cinemaRoomSchema).describe('CinemaRoom[]');

/** One slot of a movie's weekly programme: it repeats every week of the run. */
export const movieSessionSchema = z.strictObject({
  weekday: weekdaySchema,
  time: clockTimeSchema,
  room: z.string().trim().min(1),
  format: movieFormatSchema,
  audio: movieAudioSchema,
  accessibility: z.array(sessionAccessibilitySchema),
  /** where tickets are sold; "" while sales have not opened */
  ticketUrl: z.union([z.literal(''), httpUrlSchema], { error: 'must be an http(s) URL or ""' }),
});
export type MovieSession = z.infer<typeof movieSessionSchema>;
export const movieSessionsSchema = z.array(movieSessionSchema).describe('MovieSession[]');

export { MOVIE_FORMATS, MOVIE_AUDIOS, SESSION_ACCESSIBILITY };
