import { z } from './zod.ts';
import { localizedTextSchema } from './localized-text-schema.ts';

/** A kind of message the contact form offers ("Dúvida", "Achados e perdidos"). */
export const contactSubjectSchema = z.strictObject({
  /** what the submission stores, stable across label edits */
  key: z.string().regex(/^[a-z0-9-]+$/, { error: 'must be lowercase letters, digits and dashes' }),
  label: localizedTextSchema,
});
export type ContactSubject = z.infer<typeof contactSubjectSchema>;
export const contactSubjectsSchema = z.array(contactSubjectSchema).describe('ContactSubject[]');
