'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { groupHits, type Suggestion } from '@/features/search';
import { CloseIcon, SearchIcon } from '@/components/icons/icons';
import { LAYOUT_TARGETS } from '@/features/accessibility';
import { useSearchSuggestions } from './use-search-suggestions';
import styles from './SearchBox.module.css';

/** Below this width the header is compact: a search button opens the box full screen. */
const COMPACT_QUERY = '(max-width: 63.99rem)';

/**
 * The header's search box: a GET form to `/busca` that works before any
 * JavaScript, and with it a WAI-ARIA combobox of at most eight suggestions
 * grouped by kind, plus "see all results". Arrow keys move through the
 * options, Enter opens the active one (or, with none active, the search
 * page), Escape closes the list and then clears the field. The number of
 * suggestions is announced. In the compact header (phones, small tablets)
 * only a search button shows: a link to `/busca` that, with JavaScript,
 * opens the box full screen instead. `children` (the popular searches) show
 * under the field while no suggestion list is open.
 */
export function SearchCombobox({ action, children }: { action: string; children?: ReactNode }) {
  const t = useTranslations('layout.search');
  const tKinds = useTranslations('layout.search.kinds');
  const locale = useLocale();
  const id = useId();
  const listId = `${id}-lista`;
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [expanded, setExpanded] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const state = useSearchSuggestions(query, locale);

  const answer = state.status === 'done' ? state.answer : state.status === 'loading' ? state.previous : null;
  const suggestions: readonly Suggestion[] = answer?.suggestions ?? [];
  const seeAllHref = `${action}?${new URLSearchParams({ q: query.trim() })}`;
  // the options in order: the suggestions, then "see all results"
  const hrefs = answer ? [...suggestions.map((s) => s.href), seeAllHref] : [];
  const showList = open && answer !== null && query.trim() !== '';
  const optionId = (i: number) => `${id}-opcao-${i}`;

  useEffect(() => setActive(-1), [answer]);

  // opened from the compact header's button: the field takes the focus
  useEffect(() => {
    if (expanded && document.activeElement !== inputRef.current) inputRef.current?.focus();
  }, [expanded]);

  // the full-screen search keeps the page behind it still
  useEffect(() => {
    if (!expanded) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, [expanded]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const collapse = () => {
    close();
    setExpanded(false);
  };
  const go = (href: string) => {
    collapse();
    window.location.assign(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (hrefs.length === 0) return;
        event.preventDefault();
        setOpen(true);
        // the field itself (-1) sits between the last option and the first
        const last = hrefs.length - 1;
        setActive((i) => (event.key === 'ArrowDown' ? (i >= last ? -1 : i + 1) : i <= -1 ? last : i - 1));
        return;
      }
      case 'Enter': {
        const href = showList && active >= 0 ? hrefs[active] : undefined;
        if (href) {
          event.preventDefault();
          go(href);
        }
        return; // with nothing active the form goes to /busca
      }
      case 'Escape':
        event.preventDefault();
        if (showList) close();
        else if (query !== '') setQuery('');
        else if (expanded) collapse();
        return;
    }
  };

  let index = -1;
  const groups = groupHits(suggestions.map((s) => ({ ...s, id: s.href, score: 0, terms: [] })));
  const announcement = state.status === 'done' && open ? t('suggestionsCount', { count: suggestions.length }) : '';

  return (
    <div
      ref={rootRef}
      className={[styles.combobox, expanded ? styles.expanded : ''].join(' ')}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) collapse();
      }}
    >
      <a
        href={action}
        className={styles.trigger}
        onClick={(event) => {
          event.preventDefault();
          setExpanded(true);
          setOpen(true);
        }}
      >
        <SearchIcon size={22} />
        <span className="visually-hidden">{t('open')}</span>
      </a>
      <form action={action} method="get" role="search" aria-label={t('label')} className={styles.form}>
        <label htmlFor={LAYOUT_TARGETS.search} className={styles.label}>
          {t('label')}
        </label>
        <div className={styles.field}>
          <input
            ref={inputRef}
            id={LAYOUT_TARGETS.search}
            name="q"
            // a combobox is an `input type=text` in HTML (type=search allows no role nor aria-expanded)
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={showList}
            aria-controls={listId}
            aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
            autoComplete="off"
            enterKeyHint="search"
            placeholder={t('placeholder')}
            className={styles.input}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setOpen(true);
            }}
            onFocus={() => {
              setOpen(true);
              if (window.matchMedia(COMPACT_QUERY).matches) setExpanded(true);
            }}
            onKeyDown={onKeyDown}
          />
          <button type="submit" className={styles.submit}>
            <SearchIcon size={20} />
            <span className="visually-hidden">{t('submit')}</span>
          </button>
        </div>
        {expanded ? (
          <button type="button" className={styles.closeSearch} onClick={collapse}>
            <CloseIcon size={20} />
            <span className="visually-hidden">{t('close')}</span>
          </button>
        ) : null}
      </form>
      <div id={listId} role="listbox" aria-label={t('suggestionsLabel')} className={styles.listbox} hidden={!showList}>
        {groups.map((group) => (
          <ul
            key={group.kind}
            role="group"
            aria-labelledby={`${id}-grupo-${group.kind}`}
            className={styles.optionGroup}
          >
            <li role="presentation" id={`${id}-grupo-${group.kind}`} className={styles.groupLabel}>
              {tKinds(group.kind)}
            </li>
            {group.hits.map((suggestion) => {
              index += 1;
              const i = index;
              return (
                <li
                  key={suggestion.href}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === active}
                  className={styles.option}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => go(suggestion.href)}
                  data-href={suggestion.href}
                >
                  <span className={styles.optionTitle}>{suggestion.title}</span>
                  {suggestion.detail ? <span className={styles.optionDetail}>{suggestion.detail}</span> : null}
                </li>
              );
            })}
          </ul>
        ))}
        <ul role="group" aria-label={t('seeAll', { query: query.trim() })} className={styles.optionGroup}>
          <li
            id={optionId(hrefs.length - 1)}
            role="option"
            aria-selected={active === hrefs.length - 1}
            className={`${styles.option} ${styles.seeAll}`}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => go(seeAllHref)}
            data-href={seeAllHref}
          >
            {t('seeAll', { query: query.trim() })}
          </li>
        </ul>
      </div>
      {children ? (
        <div className={styles.popular} data-list-open={showList}>
          {children}
        </div>
      ) : null}
      <div role="status" className="visually-hidden">
        {announcement}
      </div>
    </div>
  );
}
