'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { Icon } from '@/components/icons/icons';
import { navigateSearch } from '@/components/navigation/use-location-search';
import { useInteractive } from '@/components/navigation/use-interactive';
import { Link } from '@/i18n/navigation';
import {
  hasActiveFilters,
  NO_CRITERIA,
  listSearchParams,
  type CategoryParam,
  type PlaceListCriteria,
  type PlaceOrder,
} from './model/place-list';
import styles from './PlaceFilters.module.css';

export interface FilterOption {
  value: string;
  label: string;
}

export interface PlaceFiltersProps {
  /** the list this form filters */
  pathname: '/lojas' | '/gastronomia';
  categoryParam: CategoryParam;
  criteria: PlaceListCriteria;
  categories: readonly FilterOption[];
  floors: readonly FilterOption[];
}

const TYPING_DELAY_MS = 350;

/**
 * The list's filters as a plain GET form, so they work without JavaScript
 * (the submit button; the server answers with the filtered list, a cached
 * page). With JavaScript every change updates the URL at once (the text
 * after a pause) through the history API: the list filters itself in the
 * browser from the URL, with no request, and the back button walks through
 * the filters a visitor tried (ADR 0027).
 */
export function PlaceFilters({ pathname, categoryParam, criteria, categories, floors }: PlaceFiltersProps) {
  const t = useTranslations('places.filters');
  const interactive = useInteractive();
  const tSection = useTranslations(categoryParam === 'cozinha' ? 'gastronomy' : 'stores');
  const [enhanced, setEnhanced] = useState(false);
  const [values, setValues] = useState(criteria);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const id = useId();

  useEffect(() => setEnhanced(true), []);
  useEffect(() => () => clearTimeout(typingTimer.current), []);

  // Follow the URL when it changes under the form (back button, "clear
  // filters"), but not when it is our own navigation arriving: the visitor
  // may have typed on meanwhile.
  const ownNavigation = useRef<PlaceListCriteria | null>(null);
  const [shownCriteria, setShownCriteria] = useState(criteria);
  if (!sameCriteria(shownCriteria, criteria)) {
    setShownCriteria(criteria);
    if (!ownNavigation.current || !sameCriteria(ownNavigation.current, criteria)) setValues(criteria);
  }

  function navigate(next: PlaceListCriteria, mode: 'push' | 'replace') {
    ownNavigation.current = next;
    navigateSearch(listSearchParams({ ...next, page: 1 }, categoryParam), mode);
  }

  function clear(event: MouseEvent) {
    event.preventDefault();
    clearTimeout(typingTimer.current);
    setValues(NO_CRITERIA);
    navigate(NO_CRITERIA, 'push');
  }

  function change(patch: Partial<PlaceListCriteria>) {
    const next = { ...values, ...patch, page: 1 };
    setValues(next);
    clearTimeout(typingTimer.current);
    navigate(next, 'push');
  }

  function type(query: string) {
    const next = { ...values, query, page: 1 };
    setValues(next);
    clearTimeout(typingTimer.current);
    // Typing replaces the entry instead of adding one per pause: back leaves the search.
    typingTimer.current = setTimeout(() => navigate(next, 'replace'), TYPING_DELAY_MS);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    clearTimeout(typingTimer.current);
    navigate(values, 'push');
  }

  const applyWithoutScript = (
    <button type="submit" className={styles.submit}>
      {t('apply')}
    </button>
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
      <div className={`${styles.field} ${styles.search}`}>
        <label htmlFor={`${id}-q`} className={styles.label}>
          {t('search')}
        </label>
        <div className={styles.searchBox}>
          <Icon name="search" size={18} className={styles.searchIcon} />
          <input
            id={`${id}-q`}
            type="search"
            name="q"
            value={values.query}
            placeholder={t('searchPlaceholder')}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={80}
            className={styles.input}
            onChange={(e) => type(e.target.value)}
          />
        </div>
      </div>

      <SelectField
        id={`${id}-category`}
        className={`${styles.field} ${styles.category}`}
        label={tSection('category')}
        name={categoryParam}
        value={values.category ?? ''}
        onChange={(value) => change({ category: value || null })}
        options={[{ value: '', label: tSection('allCategories') }, ...categories]}
      />

      <SelectField
        id={`${id}-floor`}
        className={styles.field}
        label={t('floor')}
        name="piso"
        value={values.floor ?? ''}
        onChange={(value) => change({ floor: value || null })}
        options={[{ value: '', label: t('allFloors') }, ...floors]}
      />

      <SelectField
        id={`${id}-order`}
        className={styles.field}
        label={t('order')}
        name="ordem"
        value={values.order === 'az' ? 'az' : ''}
        onChange={(value) => change({ order: (value === 'az' ? 'az' : 'featured') satisfies PlaceOrder })}
        options={[
          { value: '', label: t('orderFeatured') },
          { value: 'az', label: t('orderAz') },
        ]}
      />

      <div className={`${styles.field} ${styles.toggleField}`}>
        <label className={styles.toggle}>
          <input
            type="checkbox"
            name="aberto"
            value="1"
            checked={values.openNow}
            className={styles.checkbox}
            onChange={(e) => change({ openNow: e.target.checked })}
          />
          <span className={styles.toggleTrack} aria-hidden="true" />
          <span>{t('openNow')}</span>
        </label>
      </div>

      {/* With JavaScript, changes apply as they happen and this button (visually hidden) only serves Enter in
          the search box. Without it, the <noscript> button applies the filters: a browser that runs scripts never
          lays it out, so hydration removes nothing and the list below does not jump (CLS, issue 21). */}
      {enhanced ? (
        <button type="submit" className={`${styles.submitEnhanced} visually-hidden`} tabIndex={-1}>
          {t('apply')}
        </button>
      ) : null}
      {hasActiveFilters(criteria) ? (
        <div className={styles.actions}>
          <noscript>{applyWithoutScript}</noscript>
          <Link href={{ pathname }} className={styles.clear} scroll={false} onClick={clear}>
            {t('clear')}
          </Link>
        </div>
      ) : (
        <noscript className={styles.actions}>{applyWithoutScript}</noscript>
      )}
    </form>
  );
}

function sameCriteria(a: PlaceListCriteria, b: PlaceListCriteria): boolean {
  return (
    a.category === b.category &&
    a.floor === b.floor &&
    a.openNow === b.openNow &&
    a.query === b.query &&
    a.order === b.order
  );
}

interface SelectFieldProps {
  id: string;
  className: string | undefined;
  label: string;
  /** the query parameter it submits without JavaScript */
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** the first option is the "all" choice, value '' */
  options: readonly { value: string; label: string }[];
}

/** One labelled filter select; the same markup serves the form with and without JavaScript. */
function SelectField({ id, className, label, name, value, onChange, options }: SelectFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select id={id} name={name} value={value} className={styles.select} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
