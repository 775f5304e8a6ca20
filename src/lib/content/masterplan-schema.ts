import { z } from './zod.ts';
import { PLAN_WIDTH, PLAN_HEIGHT } from './content-values.ts';
import { localizedTextSchema } from './localized-text-schema.ts';

const rectFields = { x: z.number(), y: z.number(), w: z.number().positive(), h: z.number().positive() };
const fitsDrawing = (r: { x: number; y: number; w: number; h: number }): boolean =>
  r.x >= 0 && r.y >= 0 && r.x + r.w <= PLAN_WIDTH && r.y + r.h <= PLAN_HEIGHT;
const fitsMessage = { error: `must fit the drawing (0 0 ${PLAN_WIDTH} ${PLAN_HEIGHT})` };

/** A rectangle on the masterplan's drawing (viewBox 0 0 1000 600). */
export const planRectSchema = z.strictObject(rectFields).refine(fitsDrawing, fitsMessage);
export type PlanRect = z.infer<typeof planRectSchema>;

/** One phase of the masterplan. */
export const masterplanPhaseSchema = z.strictObject({
  /** a stable key, e.g. "praca" */
  key: z.string().trim().min(1),
  name: localizedTextSchema,
  summary: localizedTextSchema,
  /** the year it opens */
  year: z.int(),
  status: z.enum(['done', 'in_progress', 'planned']),
  /** what it is, which sets its colour and drawing on the plan */
  use: z.enum(['green', 'dining', 'office', 'retail', 'parking']),
  /** its built or open area in square metres */
  area_m2: z.number().positive(),
  shape: planRectSchema,
});
export type MasterplanPhase = z.infer<typeof masterplanPhaseSchema>;
export const masterplanPhasesSchema = z.array(masterplanPhaseSchema).describe('MasterplanPhase[]');

/** The masterplan's ground: the site, the mall as it is, and the streets that name the sides. */
export const masterplanSiteSchema = z
  .strictObject({
    site: planRectSchema,
    existing: z.strictObject({ ...rectFields, label: localizedTextSchema }).refine(fitsDrawing, fitsMessage),
    streets: z.array(
      z.strictObject({
        name: z.string().trim().min(1),
        x1: z.number(),
        y1: z.number(),
        x2: z.number(),
        y2: z.number(),
      }),
    ),
  })
  .describe('MasterplanSite');
export type MasterplanSite = z.infer<typeof masterplanSiteSchema>;

export { PLAN_WIDTH, PLAN_HEIGHT };
