'use client';

import { useLocale, useTranslations } from 'next-intl';
import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { CloseIcon, SearchIcon } from '@/components/icons/icons';
import { LAYOUT_TARGETS } from '@/features/accessibility';
import { CLOSED_LIST, type SuggestionKeys, type SuggestionListState } from './suggestion-list-state';
import styles from './SearchBox.module.css';

// the list, its requests and its keys load when the field is first used (ADR 0102)
const SearchSuggestions = lazy(() => import('./SearchSuggestions'));

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
 * under the field while no suggestion list is open. The list itself
 * (SearchSuggestions) loads when the field is first used or the pointer
 * comes near it: every page has this box, and few visits use it.
 */
export function SearchCombobox({ action, children }: { action: string; children?: ReactNode }) {
  const t = useTranslations('layout.search');
  const locale = useLocale();
  const id = useId();
  const listId = `${id}-lista`;
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState(false);
  // the suggestions' code is asked for once the field is used, or the pointer comes near it
  const [engaged, setEngaged] = useState(false);
  const [list, setList] = useState<SuggestionListState>(CLOSED_LIST);
  const keys = useRef<SuggestionKeys>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const engage = () => setEngaged(true);

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

  const close = () => setOpen(false);
  const collapse = () => {
    close();
    setExpanded(false);
  };
  const go = (href: string) => {
    collapse();
    window.location.assign(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (keys.current?.onKeyDown(event)) return; // the arrows, Enter on an option, Escape with the list open
    if (event.key !== 'Escape') return;
    event.preventDefault();
    if (query !== '') setQuery('');
    else if (expanded) collapse();
  };

  // the list's place before its code has come: `aria-controls` names it
  const emptyList = (
    <div id={listId} role="listbox" aria-label={t('suggestionsLabel')} className={styles.listbox} hidden />
  );

  return (
    <div
      ref={rootRef}
      className={[styles.combobox, expanded ? styles.expanded : ''].join(' ')}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) collapse();
      }}
      onPointerEnter={engage}
    >
      <a
        href={action}
        className={styles.trigger}
        onClick={(event) => {
          event.preventDefault();
          engage();
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
            aria-expanded={list.showList}
            aria-controls={listId}
            aria-activedescendant={list.activeId}
            autoComplete="off"
            enterKeyHint="search"
            placeholder={t('placeholder')}
            className={styles.input}
            value={query}
            onChange={(event) => {
              engage();
              setQuery(event.target.value);
              setOpen(true);
            }}
            onFocus={() => {
              engage();
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
      {engaged ? (
        <Suspense fallback={emptyList}>
          <SearchSuggestions
            id={id}
            listId={listId}
            action={action}
            query={query}
            locale={locale}
            open={open}
            keys={keys}
            onState={setList}
            onOpen={() => setOpen(true)}
            onClose={close}
            go={go}
          />
        </Suspense>
      ) : (
        emptyList
      )}
      {children ? (
        <div className={styles.popular} data-list-open={list.showList}>
          {children}
        </div>
      ) : null}
      <div role="status" className="visually-hidden">
        {list.announcement}
      </div>
    </div>
  );
}
