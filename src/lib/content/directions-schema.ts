import { z } from './zod.ts';
import { localizedTextSchema } from './localized-text-schema.ts';

const count = z.int().nonnegative().optional();

/** The directions page's parking: how many of each kind of place there is. */
export const parkingFacilitiesSchema = z
  .strictObject({
    spots: count,
    covered_spots: count,
    ev_chargers: count,
    bike_racks: count,
    accessible_spots: count,
    senior_spots: count,
  })
  .describe('ParkingFacilities');
export type ParkingFacilities = z.infer<typeof parkingFacilitiesSchema>;

/** A bus line that stops near the mall. */
export const busLineSchema = z.strictObject({
  /** the line's number as printed on the bus, e.g. "4103" */
  line: z.string().trim().min(1),
  /** its route, e.g. "Belvedere / Centro" */
  route: z.string().trim().min(1),
  /** where to get off */
  stop: localizedTextSchema,
});
export type BusLine = z.infer<typeof busLineSchema>;
export const busLinesSchema = z.array(busLineSchema).describe('BusLine[]');
