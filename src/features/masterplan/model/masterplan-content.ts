import type { AppLocale } from '@/i18n/routing';
import { localizedText } from '@/lib/content';
import {
  masterplanPhasesSchema,
  masterplanSiteSchema,
  type MasterplanPhase,
  type MasterplanSite,
  type PlanRect,
} from '@/lib/content';

/** The drawing's coordinate space: the CMS's shapes are in it. */
export { PLAN_HEIGHT, PLAN_WIDTH } from '@/lib/content';

export interface Phase {
  key: string;
  /** its number on the plan and in the list, in the order the phases open */
  number: number;
  name: string;
  summary: string | null;
  year: number;
  status: MasterplanPhase['status'];
  use: MasterplanPhase['use'];
  areaM2: number | null;
  shape: PlanRect;
}

export interface Site {
  site: PlanRect;
  existing: PlanRect & { label: string };
  streets: MasterplanSite['streets'];
}

const text = (value: MasterplanPhase['name'], locale: AppLocale): string => localizedText(value, locale) ?? value.pt;

/**
 * The masterplan's phases (opaque JSON in the CMS), read whole through their
 * schema (ADR 0037) and put in the order they open, numbered: a list with a
 * phase that cannot be drawn or told shows no phases rather than some wrong.
 */
export function masterplanPhases(value: unknown, locale: AppLocale): Phase[] {
  const checked = masterplanPhasesSchema.safeParse(value);
  if (!checked.success) return [];
  return checked.data
    .map(({ key, name, summary, year, status, use, area_m2, shape }) => ({
      key,
      name: text(name, locale),
      summary: text(summary, locale),
      year,
      status,
      use,
      areaM2: area_m2,
      shape,
    }))
    .sort((a, b) => a.year - b.year)
    .map((phase, i) => ({ ...phase, number: i + 1 }));
}

/** The ground the phases are drawn on; null when the CMS has none that fits. */
export function masterplanSite(value: unknown, locale: AppLocale): Site | null {
  const checked = masterplanSiteSchema.safeParse(value);
  if (!checked.success) return null;
  const { site, existing, streets } = checked.data;
  return {
    site,
    existing: { x: existing.x, y: existing.y, w: existing.w, h: existing.h, label: text(existing.label, locale) },
    streets,
  };
}
