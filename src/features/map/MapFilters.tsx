'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import type { MapFilter } from './model/highlight';
import styles from './MapFilters.module.css';

interface CategoryOption {
  value: string;
  label: string;
}

interface MapFiltersProps {
  filter: MapFilter;
  onChange: (filter: MapFilter) => void;
  /** the visitor is about to search: the explorer loads its search then */
  onSearchFocus?: () => void;
  categories: { stores: readonly CategoryOption[]; restaurants: readonly CategoryOption[]; hasServices: boolean };
  /** "3 locais encontrados", announced politely; empty when no filter is active */
  resultText: string;
  showEmpty: boolean;
}

/** Search box and category filter that highlight units on the plan (and count them on the floor tabs). */
export function MapFilters({ filter, onChange, onSearchFocus, categories, resultText, showEmpty }: MapFiltersProps) {
  const t = useTranslations('map');
  const id = useId();
  const active = filter.query !== '' || filter.category !== '';
  return (
    <div className={styles.filters}>
      <div className={styles.field}>
        <label htmlFor={`${id}-q`} className={styles.label}>
          {t('search.label')}
        </label>
        <div className={styles.searchBox}>
          <svg className={styles.searchIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="11" cy="11" r="6.5" />
            <path d="M16 16l4.5 4.5" />
          </svg>
          <input
            id={`${id}-q`}
            type="search"
            className={styles.input}
            placeholder={t('search.placeholder')}
            value={filter.query}
            autoComplete="off"
            onChange={(e) => onChange({ ...filter, query: e.target.value })}
            onFocus={onSearchFocus}
          />
        </div>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-cat`} className={styles.label}>
          {t('category.label')}
        </label>
        <select
          id={`${id}-cat`}
          className={styles.select}
          value={filter.category}
          onChange={(e) => onChange({ ...filter, category: e.target.value })}
        >
          <option value="">{t('category.all')}</option>
          {categories.stores.length > 0 && (
            <optgroup label={t('category.stores')}>
              <option value="store">{t('category.allStores')}</option>
              {categories.stores.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </optgroup>
          )}
          {categories.restaurants.length > 0 && (
            <optgroup label={t('category.restaurants')}>
              <option value="restaurant">{t('category.allRestaurants')}</option>
              {categories.restaurants.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </optgroup>
          )}
          {categories.hasServices && <option value="service">{t('category.services')}</option>}
        </select>
      </div>
      <div className={styles.summary}>
        <p role="status" className={styles.count}>
          {resultText}
        </p>
        {active && (
          <button type="button" className={styles.clear} onClick={() => onChange({ query: '', category: '' })}>
            {t('clearFilters')}
          </button>
        )}
      </div>
      {showEmpty && <p className={styles.empty}>{t('noResults')}</p>}
    </div>
  );
}
