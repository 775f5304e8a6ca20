'use client';

import { useTranslations } from 'next-intl';
import { useId, type FormEvent } from 'react';
import { navigateSearch } from '@/components/navigation/use-location-search';
import { useInteractive } from '@/components/navigation/use-interactive';
import { NO_CRITERIA, offerSearchParams, type OfferListCriteria } from './model/offer-list';
import styles from './OfferFilters.module.css';

export interface OfferFilterOption {
  value: string;
  name: string;
}

export interface OfferFiltersProps {
  criteria: OfferListCriteria;
  categories: readonly OfferFilterOption[];
  floors: readonly OfferFilterOption[];
  places: readonly OfferFilterOption[];
}

/**
 * The offers' filters as a plain GET form: without JavaScript the button asks
 * for the filtered list, a cached page (ADR 0027); with it every change
 * rewrites the URL through the history API and the list filters itself, so a
 * filtered list can be shared, bookmarked and taken to the other language.
 */
export function OfferFilters({ criteria, categories, floors, places }: OfferFiltersProps) {
  const t = useTranslations('offerState.filters');
  const interactive = useInteractive();
  const id = useId();
  const change = (patch: Partial<OfferListCriteria>) =>
    navigateSearch(offerSearchParams({ ...criteria, page: 1, ...patch }), 'push');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    change({
      category: String(data.get('categoria') ?? '') || null,
      floor: String(data.get('piso') ?? '') || null,
      place: String(data.get('loja') ?? '') || null,
      endingSoon: data.get('terminando') === '1',
    });
  };
  const active = criteria.category || criteria.floor || criteria.place || criteria.endingSoon;
  const select = (
    name: string,
    label: string,
    all: string,
    value: string | null,
    options: readonly OfferFilterOption[],
    key: keyof OfferListCriteria,
  ) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${name}`} className={styles.label}>
        {label}
      </label>
      <select
        id={`${id}-${name}`}
        name={name}
        value={value ?? ''}
        className={styles.select}
        onChange={(e) => change({ [key]: e.target.value || null })}
      >
        <option value="">{all}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.name}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <form
      method="get"
      role="search"
      data-interactive={interactive}
      aria-label={t('title')}
      className={styles.form}
      onSubmit={submit}
    >
      {select('categoria', t('category'), t('allCategories'), criteria.category, categories, 'category')}
      {select('piso', t('floor'), t('allFloors'), criteria.floor, floors, 'floor')}
      {select('loja', t('place'), t('allPlaces'), criteria.place, places, 'place')}
      <label className={styles.check}>
        <input
          type="checkbox"
          name="terminando"
          value="1"
          checked={criteria.endingSoon}
          onChange={(e) => change({ endingSoon: e.target.checked })}
        />
        {t('endingSoon')}
      </label>
      <div className={styles.actions}>
        <button type="submit" className={styles.submit}>
          {t('apply')}
        </button>
        {active ? (
          <a
            href="?"
            className={styles.clear}
            onClick={(e) => {
              e.preventDefault();
              navigateSearch(offerSearchParams(NO_CRITERIA), 'push');
            }}
          >
            {t('clear')}
          </a>
        ) : null}
      </div>
    </form>
  );
}
