import { z } from './zod.ts';

/** A plain list of words or names (a place's search tags, a movie's cast). */
export const textListSchema = z.array(z.string().trim().min(1)).describe('string[]');
