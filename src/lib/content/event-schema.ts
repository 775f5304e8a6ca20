import { z } from './zod.ts';
import { EVENT_ACCESSIBILITY, EVENT_AGE_RATINGS, EVENT_KINDS } from './content-values.ts';
import { httpUrlSchema } from './site-links-schema.ts';

/** A wall-clock instant in the mall's time zone, "YYYY-MM-DDTHH:MM" (no offset: the mall's zone is implied). */
export const mallDateTimeSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/, {
    error: 'must be a mall wall-clock time "YYYY-MM-DDTHH:MM"',
  });

/** One occurrence: a start and an end, which may be days later (an exhibition), never before the start. */
export const eventOccurrenceSchema = z
  .strictObject({ start: mallDateTimeSchema, end: mallDateTimeSchema })
  .refine((o) => o.end > o.start, { error: 'end must be after start' });
export type EventOccurrence = z.infer<typeof eventOccurrenceSchema>;

/**
 * What makes an article an event (article.event). Where in the mall is the article's `event_place` link
 * (a store, restaurant or service) and, for a spot that is no place (the atrium), `unit`, a map unit code.
 */
export const eventDetailsSchema = z
  .strictObject({
    kind: z.enum(EVENT_KINDS),
    occurrences: z.array(eventOccurrenceSchema).min(1),
    /** a map unit's code (floor plan), when the event is somewhere no store or service names */
    unit: z.string().trim().min(1).optional(),
    /** the price in reais; absent or null: free */
    priceBrl: z.number().positive().nullable().optional(),
    ageRating: z.enum(EVENT_AGE_RATINGS),
    accessibility: z.array(z.enum(EVENT_ACCESSIBILITY)),
    registrationUrl: httpUrlSchema.optional(),
    /**
     * absent: on as planned. 'cancelled': it will not happen. 'postponed': it will not happen on its dates; with
     * `previousStart` it was moved (rescheduled) and `occurrences` are the new dates, without it the new date is
     * not known yet and `occurrences` keep the old ones (ADR 0079).
     */
    status: z.enum(['cancelled', 'postponed']).optional(),
    /** a rescheduled event's first start before it moved */
    previousStart: mallDateTimeSchema.optional(),
  })
  .refine((e) => e.previousStart === undefined || e.status === 'postponed', {
    error: 'previousStart is only for a postponed event',
    path: ['previousStart'],
  })
  .describe('EventDetails');
export type EventDetails = z.infer<typeof eventDetailsSchema>;
