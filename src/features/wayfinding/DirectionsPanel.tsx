'use client';

import { useEffect, useId, useRef } from 'react';
import { useTranslations } from 'next-intl';
import type { RouteLink } from './model/route-link';
import { RouteSteps } from './RouteSteps';
import { StartPicker } from './StartPicker';
import type { RouteState } from './use-route';
import styles from './DirectionsPanel.module.css';

interface DirectionsPanelProps {
  link: RouteLink;
  route: RouteState;
  /** a new start, destination or step-free choice */
  onChange: (link: RouteLink) => void;
  onClose: () => void;
  /** the visitor opened the panel (not the page's own link on load): it takes focus */
  takeFocus: boolean;
  floorName: (floorId: string) => string;
  /** the floor the plan shows, and showing another one of the route */
  shownFloorId: string;
  onShowFloor: (floorId: string) => void;
}

/**
 * Directions inside the mall: where from, where to, step-free or not, then
 * the route's floors (each one shows its part on the plan) and its steps in
 * words. Phone first: one column, every control a full-width 44-px target.
 */
export function DirectionsPanel({
  link,
  route,
  onChange,
  onClose,
  takeFocus,
  floorName,
  shownFloorId,
  onShowFloor,
}: DirectionsPanelProps) {
  const t = useTranslations('wayfinding');
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The panel takes focus when the visitor opens it, and again when a choice replaces the control that had it.
  // Not when a link opens it on page load: on a phone that would scroll the plan out of view (the route's
  // summary, a live region, says it instead).
  const ends = `${link.from}|${link.to}`;
  useEffect(() => {
    if (takeFocus) headingRef.current?.focus();
    // only when the route's ends change: a visitor's later choice sets `takeFocus` along with them
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ends]);
  const { from, to, planned } = route;
  const legs = planned?.ok ? planned.route.legs : [];
  const floors = legs.map((l) => l.floorId).filter((f, i, all) => all.indexOf(f) === i);
  const youAreHere = from && !to && !link.to;

  return (
    <section
      className={styles.panel}
      aria-labelledby={`${id}-title`}
      data-testid="directions-panel"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <div className={styles.head}>
        <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1} className={styles.title}>
          {t('title')}
        </h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label={t('close')}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </div>

      {!route.ready ? (
        <p role="status" className={styles.status}>
          {t('loading')}
        </p>
      ) : (
        <>
          {youAreHere && <p className={styles.here}>{t('youAreHere', { place: from.name })}</p>}
          {to ? (
            <Endpoint text={t('to', { place: to.name })} onChange={() => onChange({ ...link, to: null })} />
          ) : (
            <StartPicker
              purpose="destination"
              places={route.places}
              exclude={from?.token}
              onPick={(p) => onChange({ ...link, to: p.token })}
            />
          )}
          {from && !youAreHere ? (
            <Endpoint text={t('from', { place: from.name })} onChange={() => onChange({ ...link, from: null })} />
          ) : !from ? (
            <StartPicker
              purpose="start"
              places={route.places}
              exclude={to?.token}
              onPick={(p) => onChange({ ...link, from: p.token })}
            />
          ) : null}
          <label className={styles.stepFree}>
            <input
              type="checkbox"
              checked={link.stepFree}
              onChange={(event) => onChange({ ...link, stepFree: event.target.checked })}
            />
            {t('stepFree')}
          </label>
          {from && to && (
            <button
              type="button"
              className={styles.secondary}
              onClick={() => onChange({ ...link, from: to.token, to: from.token })}
            >
              {t('swap')}
            </button>
          )}
          <div role="status" className={styles.result}>
            {planned && !planned.ok && (
              <p className={styles.error} data-testid="route-error">
                {planned.reason === 'unknown-place'
                  ? t('unknownPlace')
                  : t(link.stepFree ? 'noStepFreeRoute' : 'noRoute', { from: from?.name ?? '', to: to?.name ?? '' })}
              </p>
            )}
          </div>
          {planned?.ok && from && to && (
            <>
              {floors.length > 1 && (
                <div className={styles.floors}>
                  <p className={styles.floorsLabel}>
                    {t('routeFloors', { count: floors.length, floors: floors.map(floorName).join(' → ') })}
                  </p>
                  <ul className={styles.floorButtons}>
                    {floors.map((floorId) => (
                      <li key={floorId}>
                        <button
                          type="button"
                          className={styles.floorButton}
                          aria-pressed={floorId === shownFloorId}
                          onClick={() => onShowFloor(floorId)}
                        >
                          {t('showFloor', { floor: floorName(floorId) })}
                        </button>
                      </li>
                    ))}
                  </ul>
                </div>
              )}
              <RouteSteps route={planned.route} stepFree={link.stepFree} headingId={`${id}-steps`} />
            </>
          )}
        </>
      )}
    </section>
  );
}

function Endpoint({ text, onChange }: { text: string; onChange: () => void }) {
  const t = useTranslations('wayfinding');
  return (
    <p className={styles.endpoint}>
      <span>{text}</span>
      <button type="button" className={styles.change} onClick={onChange} aria-label={`${t('change')}: ${text}`}>
        {t('change')}
      </button>
    </p>
  );
}
