import { useTranslations } from 'next-intl';
import type { PlanRect } from '@/lib/content';
import { PLAN_HEIGHT, PLAN_WIDTH, type Phase, type Site } from './model/masterplan-content';
import styles from './Masterplan.module.css';

/** Each use has its fill and a texture, so the plan reads without colour too. */
const TEXTURE: Record<Phase['use'], string | null> = {
  green: 'url(#mp-trees)',
  parking: 'url(#mp-panels)',
  office: 'url(#mp-windows)',
  dining: 'url(#mp-tables)',
  retail: null,
};

const box = (r: PlanRect) => ({ x: r.x, y: r.y, width: r.w, height: r.h });
const center = (r: PlanRect) => ({ x: r.x + r.w / 2, y: r.y + r.h / 2 });

/**
 * The masterplan drawn from the CMS: the site, the mall as it is, the streets
 * that name its sides, and each phase as a numbered area textured by its use
 * and drawn by its status (built: solid; under way: hatched; planned: dashed).
 * The numbers match the list of phases, which is the plan's text alternative.
 */
export function MasterplanPlan({
  site,
  phases,
  titleId,
}: {
  site: Site | null;
  phases: readonly Phase[];
  titleId: string;
}) {
  const t = useTranslations('masterplan');
  const descId = `${titleId}-descricao`;
  return (
    <figure className={styles.figure}>
      <svg
        viewBox={`0 0 ${PLAN_WIDTH} ${PLAN_HEIGHT}`}
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        className={styles.plan}
      >
        <title id={titleId}>{t('planTitle')}</title>
        <desc id={descId}>{t('planDescription', { count: phases.length })}</desc>
        <defs>
          <pattern id="mp-hatch" width="12" height="12" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <line x1="0" y1="0" x2="0" y2="12" className={styles.hatch} />
          </pattern>
          <pattern id="mp-trees" width="44" height="44" patternUnits="userSpaceOnUse">
            <circle cx="12" cy="12" r="8" className={styles.tree} />
            <circle cx="34" cy="32" r="7" className={styles.tree} />
          </pattern>
          <pattern id="mp-panels" width="28" height="16" patternUnits="userSpaceOnUse">
            <rect x="2" y="2" width="24" height="12" className={styles.panel} />
          </pattern>
          <pattern id="mp-windows" width="20" height="20" patternUnits="userSpaceOnUse">
            <rect x="5" y="5" width="10" height="10" className={styles.window} />
          </pattern>
          <pattern id="mp-tables" width="30" height="30" patternUnits="userSpaceOnUse">
            <circle cx="15" cy="15" r="5" className={styles.table} />
          </pattern>
        </defs>
        {site ? (
          <>
            {site.streets.map((street) => (
              <g key={street.name} className={styles.street}>
                <line x1={street.x1} y1={street.y1} x2={street.x2} y2={street.y2} />
                <text
                  x={(street.x1 + street.x2) / 2}
                  y={(street.y1 + street.y2) / 2}
                  dy="6"
                  textAnchor="middle"
                  className={styles.streetName}
                >
                  {street.name}
                </text>
              </g>
            ))}
            <rect {...box(site.site)} rx="18" className={styles.site} />
            <rect {...box(site.existing)} rx="14" className={styles.existing} />
            <text {...center(site.existing)} textAnchor="middle" dy="8" className={styles.existingLabel}>
              {site.existing.label}
            </text>
          </>
        ) : null}
        {phases.map((phase) => {
          const { x, y, w, h } = phase.shape;
          const texture = TEXTURE[phase.use];
          return (
            <g key={phase.key} className={styles.phase} data-use={phase.use} data-status={phase.status}>
              <rect x={x} y={y} width={w} height={h} rx="10" className={styles.area} />
              {texture ? (
                <rect x={x} y={y} width={w} height={h} rx="10" fill={texture} className={styles.texture} />
              ) : null}
              {phase.status === 'in_progress' ? (
                <rect x={x} y={y} width={w} height={h} rx="10" fill="url(#mp-hatch)" />
              ) : null}
              <rect x={x} y={y} width={w} height={h} rx="10" className={styles.outline} />
              <circle cx={x + 30} cy={y + 30} r="22" className={styles.badge} />
              <text x={x + 30} y={y + 30} dy="9" textAnchor="middle" className={styles.badgeNumber}>
                {phase.number}
              </text>
              {w >= 150 && h >= 110 ? (
                <text x={x + w / 2} y={y + h - 20} textAnchor="middle" className={styles.phaseName}>
                  {phase.year}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption className={styles.legend}>
        <span className={styles.legendTitle}>{t('legend')}</span>
        <ul className={styles.legendList}>
          {(['done', 'in_progress', 'planned'] as const).map((status) => (
            <li key={status}>
              <svg viewBox="0 0 40 24" aria-hidden="true" className={styles.swatch} data-status={status}>
                <rect x="2" y="2" width="36" height="20" rx="4" className={styles.area} />
                {status === 'in_progress' ? (
                  <rect x="2" y="2" width="36" height="20" rx="4" fill="url(#mp-hatch)" />
                ) : null}
                <rect x="2" y="2" width="36" height="20" rx="4" className={styles.outline} />
              </svg>
              {t(`status.${status}`)}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
