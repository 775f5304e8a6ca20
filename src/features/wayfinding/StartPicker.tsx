'use client';

import { useId, useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { RoutePlace } from './model/route-places';
import styles from './StartPicker.module.css';

interface StartPickerProps {
  /** what is being chosen: where the visitor is, or where they are going */
  purpose: 'start' | 'destination';
  places: readonly RoutePlace[];
  onPick: (place: RoutePlace) => void;
  /** a place not to offer (the other end of the route) */
  exclude?: string | null;
}

const MAX_RESULTS = 8;

const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * Where a route starts (or ends): a search over the mall's places ("I am
 * at…") and, for a start, the entrances and parking accesses as one-tap
 * choices. Plain buttons and a search field, so a phone's keyboard, a screen
 * reader and a keyboard alone all reach every choice the same way.
 */
export function StartPicker({ purpose, places, onPick, exclude = null }: StartPickerProps) {
  const t = useTranslations('wayfinding.start');
  const id = useId();
  const [query, setQuery] = useState('');
  const offered = useMemo(() => places.filter((p) => p.token !== exclude), [places, exclude]);
  const results = useMemo(() => {
    const words = fold(query).split(/\s+/).filter(Boolean);
    if (words.length === 0) return [];
    return offered.filter((p) => words.every((w) => fold(p.name).includes(w))).slice(0, MAX_RESULTS);
  }, [offered, query]);
  const quick = (['entrance', 'parking'] as const)
    .map((group) => ({ group, places: offered.filter((p) => p.group === group) }))
    .filter((g) => g.places.length > 0);

  return (
    <fieldset className={styles.picker} data-testid={`route-${purpose}-picker`}>
      <legend className={styles.legend}>{t(purpose === 'start' ? 'legend' : 'destinationLegend')}</legend>
      <label htmlFor={`${id}-q`} className={styles.label}>
        {t(purpose === 'start' ? 'search' : 'searchDestination')}
      </label>
      <input
        id={`${id}-q`}
        type="search"
        className={styles.input}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        aria-describedby={`${id}-hint ${id}-count`}
        autoComplete="off"
        enterKeyHint="search"
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {t('hint')}
      </p>
      <p id={`${id}-count`} className="visually-hidden" role="status">
        {query.trim() ? t('results', { count: results.length }) : ''}
      </p>
      {results.length > 0 && (
        <ul className={styles.results}>
          {results.map((place) => (
            <li key={place.key}>
              <button type="button" className={styles.choice} onClick={() => onPick(place)}>
                {place.name}
              </button>
            </li>
          ))}
        </ul>
      )}
      {purpose === 'start' &&
        quick.map(({ group, places: list }) => (
          <div key={group} className={styles.group}>
            <p className={styles.groupName}>{t(group === 'entrance' ? 'entrances' : 'parking')}</p>
            <ul className={styles.chips}>
              {list.map((place) => (
                <li key={place.key}>
                  <button type="button" className={styles.chip} onClick={() => onPick(place)}>
                    {place.name}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ))}
    </fieldset>
  );
}
