'use client';

import { useTranslations } from 'next-intl';
import { FILTER_OPTIONS, NO_FILTER, isFiltering, type SessionFilter } from './model/session-filters';
import styles from './SessionFilters.module.css';

type Key = keyof SessionFilter;

interface SessionFiltersProps {
  filter: SessionFilter;
  /** the new filter; the caller writes it to the URL (no request: the week is in the page) */
  onChange: (filter: SessionFilter) => void;
}

/**
 * The session filters as toggles: native checkboxes in labelled groups
 * (keyboard and screen readers as any form), styled as 44 px chips. Each
 * change applies at once; nothing to submit.
 */
export function SessionFilters({ filter, onChange }: SessionFiltersProps) {
  const t = useTranslations('cinema');
  const toggle = <K extends Key>(key: K, value: SessionFilter[K][number], on: boolean) => {
    const current = filter[key] as readonly string[];
    const next = on ? [...current, value] : current.filter((v) => v !== value);
    onChange({ ...filter, [key]: next });
  };
  const option = <K extends Key>(key: K, value: SessionFilter[K][number], label: string) => (
    <label key={value} className={styles.option}>
      <input
        type="checkbox"
        className={styles.checkbox}
        checked={(filter[key] as readonly string[]).includes(value)}
        onChange={(event) => toggle(key, value, event.currentTarget.checked)}
      />
      <span className={styles.optionText}>{label}</span>
    </label>
  );
  const active = Object.values(filter).reduce((count, values) => count + values.length, 0);

  return (
    <form className={styles.filters} aria-labelledby="filtros-sessoes" onSubmit={(event) => event.preventDefault()}>
      <div className={styles.header}>
        <h3 id="filtros-sessoes" className={styles.title}>
          {t('filters.title')}
        </h3>
        {isFiltering(filter) ? (
          <button type="button" className={styles.clear} onClick={() => onChange(NO_FILTER)}>
            {t('filters.clear')} <span className={styles.count}>({t('filters.active', { count: active })})</span>
          </button>
        ) : null}
      </div>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('filters.accessibility')}</legend>
        {FILTER_OPTIONS.accessibility.map((value) => option('accessibility', value, t(`accessibility.${value}`)))}
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('filters.audioAndFormat')}</legend>
        {FILTER_OPTIONS.audio.map((value) => option('audio', value, t(`audio.${value}`)))}
        {FILTER_OPTIONS.format.map((value) => option('format', value, value))}
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('filters.period')}</legend>
        {FILTER_OPTIONS.period.map((value) => option('period', value, t(`filters.periods.${value}`)))}
      </fieldset>
    </form>
  );
}
