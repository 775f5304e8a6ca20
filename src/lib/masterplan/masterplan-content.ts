import type { MasterplanPhase, MasterplanSite, PlanRect } from '@/lib/content';
import type { AppLocale } from '@/i18n/routing';
import { localizedText } from '@/lib/cinema/prices';

/** The drawing's coordinate space: the CMS's shapes are in it. */
export const PLAN_WIDTH = 1000;
export const PLAN_HEIGHT = 600;

const STATUSES = ['done', 'in_progress', 'planned'] as const;
const USES = ['green', 'dining', 'office', 'retail', 'parking'] as const;

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

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** A rectangle that fits the drawing, or null. */
function rect(value: unknown): PlanRect | null {
  if (!isRecord(value)) return null;
  const { x, y, w, h } = value;
  if (!finite(x) || !finite(y) || !finite(w) || !finite(h) || w <= 0 || h <= 0) return null;
  if (x < 0 || y < 0 || x + w > PLAN_WIDTH || y + h > PLAN_HEIGHT) return null;
  return { x, y, w, h };
}

/**
 * The masterplan's phases (opaque JSON in the CMS), read defensively and put
 * in the order they open, numbered: a phase without a name, a year or a shape
 * that fits the drawing is left out rather than drawn wrong.
 */
export function masterplanPhases(value: unknown, locale: AppLocale): Phase[] {
  if (!Array.isArray(value)) return [];
  const phases = value.flatMap((entry): Omit<Phase, 'number'>[] => {
    if (!isRecord(entry)) return [];
    const name = localizedText(entry.name, locale);
    const shape = rect(entry.shape);
    const status = STATUSES.find((s) => s === entry.status);
    const use = USES.find((u) => u === entry.use);
    if (!name || !shape || !status || !use || typeof entry.key !== 'string' || !Number.isInteger(entry.year)) return [];
    return [{ key: entry.key, name, summary: localizedText(entry.summary, locale), year: entry.year as number, status, use, areaM2: finite(entry.area_m2) && entry.area_m2 > 0 ? entry.area_m2 : null, shape }];
  });
  return phases.sort((a, b) => a.year - b.year).map((phase, i) => ({ ...phase, number: i + 1 }));
}

/** The ground the phases are drawn on; null when the CMS has none that fits. */
export function masterplanSite(value: unknown, locale: AppLocale): Site | null {
  if (!isRecord(value)) return null;
  const site = rect(value.site);
  const existing = rect(value.existing);
  if (!site || !existing) return null;
  const label = isRecord(value.existing) ? localizedText(value.existing.label, locale) : null;
  const streets = Array.isArray(value.streets)
    ? value.streets.filter((s): s is MasterplanSite['streets'][number] => isRecord(s) && typeof s.name === 'string' && [s.x1, s.y1, s.x2, s.y2].every(finite))
    : [];
  return { site, existing: { ...existing, label: label ?? '' }, streets };
}
