'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useImperativeHandle, useState, type Ref } from 'react';
import { groupHits, type Suggestion } from '@/features/search';
import type { SuggestionKeys, SuggestionListState } from './suggestion-list-state';
import { useSearchSuggestions } from './use-search-suggestions';
import styles from './SearchBox.module.css';

interface SearchSuggestionsProps {
  /** the combobox's id, the prefix of the options' ids */
  id: string;
  listId: string;
  action: string;
  query: string;
  locale: string;
  open: boolean;
  keys: Ref<SuggestionKeys>;
  onState: (state: SuggestionListState) => void;
  onOpen: () => void;
  onClose: () => void;
  go: (href: string) => void;
}

/**
 * The header search's list of suggestions: at most eight grouped by kind, then "see all results", asked of
 * `/api/search` as the visitor types. SearchCombobox loads it when the field is first used, so that no page's
 * first load carries it (ADR 0102); until then the field is a plain search form.
 */
export default function SearchSuggestions({
  id,
  listId,
  action,
  query,
  locale,
  open,
  keys,
  onState,
  onOpen,
  onClose,
  go,
}: SearchSuggestionsProps) {
  const t = useTranslations('layout.search');
  const tKinds = useTranslations('layout.search.kinds');
  const [active, setActive] = useState(-1);
  const state = useSearchSuggestions(query, locale);

  const answer = state.status === 'done' ? state.answer : state.status === 'loading' ? state.previous : null;
  const suggestions: readonly Suggestion[] = answer?.suggestions ?? [];
  const seeAllHref = `${action}?${new URLSearchParams({ q: query.trim() })}`;
  // the options in order: the suggestions, then "see all results"
  const hrefs = answer ? [...suggestions.map((s) => s.href), seeAllHref] : [];
  const showList = open && answer !== null && query.trim() !== '';
  const optionId = (i: number) => `${id}-opcao-${i}`;
  const activeId = showList && active >= 0 ? optionId(active) : undefined;
  const announcement = state.status === 'done' && open ? t('suggestionsCount', { count: suggestions.length }) : '';

  useEffect(() => setActive(-1), [answer]);
  useEffect(() => {
    if (!open) setActive(-1);
  }, [open]);
  useEffect(() => {
    onState({ showList, activeId, announcement });
  }, [onState, showList, activeId, announcement]);

  useImperativeHandle(keys, () => ({
    onKeyDown(event) {
      switch (event.key) {
        case 'ArrowDown':
        case 'ArrowUp': {
          if (hrefs.length === 0) return false;
          event.preventDefault();
          onOpen();
          // the field itself (-1) sits between the last option and the first
          const last = hrefs.length - 1;
          setActive((i) => (event.key === 'ArrowDown' ? (i >= last ? -1 : i + 1) : i <= -1 ? last : i - 1));
          return true;
        }
        case 'Enter': {
          const href = showList && active >= 0 ? hrefs[active] : undefined;
          if (!href) return false; // with nothing active the form goes to /busca
          event.preventDefault();
          go(href);
          return true;
        }
        case 'Escape':
          if (!showList) return false;
          event.preventDefault();
          onClose();
          return true;
        default:
          return false;
      }
    },
  }));

  let index = -1;
  const groups = groupHits(suggestions.map((s) => ({ ...s, id: s.href, score: 0, terms: [] })));

  return (
    <div id={listId} role="listbox" aria-label={t('suggestionsLabel')} className={styles.listbox} hidden={!showList}>
      {groups.map((group) => (
        <ul key={group.kind} role="group" aria-labelledby={`${id}-grupo-${group.kind}`} className={styles.optionGroup}>
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
  );
}
