import { z } from './zod.ts';
import { UNIT_KINDS, AMENITY_KINDS, AREA_KINDS } from './content-values.ts';
import { localizedTextSchema } from './localized-text-schema.ts';
import { parseViewBox, pathBounds } from './svg-geometry.ts';

export const unitKindSchema = z.enum(UNIT_KINDS);
export type UnitKind = z.infer<typeof unitKindSchema>;

export const amenityKindSchema = z.enum(AMENITY_KINDS);
export type AmenityKind = z.infer<typeof amenityKindSchema>;

const pathDataSchema = z
  .string()
  .refine((d) => pathBounds(d) !== null, { error: 'must be SVG path data ("M 0 0 H 10 V 10 Z")' });

/** A floor drawn in SVG user units. Places (store, restaurant, service) point at a unit by `code`. */
export const floorPlanSchema = z
  .strictObject({
    /** "0 0 1200 800" */
    viewBox: z.string().refine((v) => parseViewBox(v) !== null, {
      error: 'must be "minX minY width height" with a positive width and height',
    }),
    /** outline of the building on this floor (SVG path data) */
    outline: pathDataSchema,
    units: z.array(
      z.strictObject({
        code: z.string().trim().min(1),
        kind: unitKindSchema,
        d: pathDataSchema,
        labelX: z.number(),
        labelY: z.number(),
      }),
    ),
    amenities: z.array(
      z.strictObject({
        kind: amenityKindSchema,
        x: z.number(),
        y: z.number(),
        label: localizedTextSchema.optional(),
      }),
    ),
    /** drawn under the units: a car park's bays, lanes, walkways and lift lobbies (ADR 0077); absent on shop floors */
    areas: z
      .array(
        z.strictObject({
          kind: z.enum(AREA_KINDS),
          d: pathDataSchema,
          /** the name written inside, horizontal and only where it fits ("Setor A", "Recarga") */
          label: localizedTextSchema.optional(),
        }),
      )
      .optional(),
  })
  .describe('FloorPlan');
export type FloorPlan = z.infer<typeof floorPlanSchema>;

export { UNIT_KINDS, AMENITY_KINDS, AREA_KINDS };
export type { AreaKind } from './content-values.ts';
