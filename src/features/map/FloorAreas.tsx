import type { FloorPlan } from '@/lib/content';
import { pathBounds } from './model/floor-plan';
import { labelSizeOnScreen, layoutUnitLabel, lineOffsets } from './model/unit-labels';
import styles from './FloorPlanCanvas.module.css';

type Area = NonNullable<FloorPlan['areas']>[number];

/** an area's few words may be drawn larger than a shop's name (unit-labels.ts) */
const AREA_MAX_FONT = 16;

/**
 * What a car-park level draws under its pictograms (ADR 0077): lanes, bays,
 * walkways and the lift lobby. Drawing only: no area is a place one opens, so
 * none is focusable or named to assistive technology (the pictograms' titles,
 * the legend and the route's words say what a visitor needs). Names follow the
 * units' rules: horizontal, as large as fits, left out when too small to read.
 */
export function FloorAreas({
  areas,
  locale,
  pxPerUnit,
}: {
  areas: readonly Area[];
  locale: string;
  pxPerUnit: number;
}) {
  return (
    <g className={styles.areas} aria-hidden="true">
      {areas.map((area, i) => {
        const text = area.label ? (locale === 'en' ? (area.label.en ?? area.label.pt) : area.label.pt) : null;
        const box = text ? pathBounds(area.d) : null;
        const layout = text && box ? layoutUnitLabel(text, box, AREA_MAX_FONT) : null;
        const size = layout ? labelSizeOnScreen(layout.fontSize, pxPerUnit) : null;
        const x = box ? (box.x1 + box.x2) / 2 : 0;
        const y = box ? (box.y1 + box.y2) / 2 : 0;
        return (
          <g key={`${area.kind}-${i}`} className={styles.area} data-area={area.kind}>
            <path d={area.d} className={styles.areaShape} />
            {layout && size !== null && (
              <text className={styles.areaLabel} x={x} y={y} fontSize={Math.round(size * 100) / 100}>
                {layout.lines.map((line, n) => (
                  <tspan key={n} x={x} dy={n === 0 ? `${lineOffsets(layout.lines.length)[0]! + 0.35}em` : '1.15em'}>
                    {n < layout.lines.length - 1 ? `${line} ` : line}
                  </tspan>
                ))}
              </text>
            )}
          </g>
        );
      })}
    </g>
  );
}
