import { z } from './zod.ts';
import { localizedTextSchema } from './localized-text-schema.ts';

/** A line of a price list: the cinema's tickets, the car park's tariff. */
export const ticketPriceSchema = z.strictObject({
  label: localizedTextSchema,
  /** price in BRL cents */
  priceCents: z.int().nonnegative(),
  note: localizedTextSchema.optional(),
});
export type TicketPrice = z.infer<typeof ticketPriceSchema>;
export const ticketPricesSchema = z.array(ticketPriceSchema).describe('TicketPrice[]');
