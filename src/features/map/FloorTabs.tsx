'use client';

import { useEffect, useRef, type KeyboardEvent } from 'react';
import styles from './FloorTabs.module.css';

export interface FloorTab {
  id: string;
  code: string;
  name: string;
  /** matches of the active search on this floor; undefined when no search is active */
  matches?: number;
  matchesLabel?: string;
}

interface FloorTabsProps {
  label: string;
  floors: readonly FloorTab[];
  activeId: string;
  onSelect: (id: string) => void;
  tabId: (floorId: string) => string;
  panelId: string;
}

/**
 * The floor switcher: an ARIA tablist with automatic activation, a roving
 * tabindex and the arrow, Home and End keys (WAI-ARIA APG tabs pattern).
 */
export function FloorTabs({ label, floors, activeId, onSelect, tabId, panelId }: FloorTabsProps) {
  const listRef = useRef<HTMLDivElement>(null);

  // On a phone the row scrolls sideways: the floor shown stays in view whatever chose it (a deep link, a search
  // that moved to the floor with results). Only the row scrolls, never the page.
  useEffect(() => {
    const list = listRef.current;
    const tab = list?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!list || !tab) return;
    // the row's padding is the room for the focus ring
    const room = parseFloat(getComputedStyle(list).paddingLeft) || 0;
    const row = list.getBoundingClientRect();
    const box = tab.getBoundingClientRect();
    if (box.left < row.left + room) list.scrollLeft -= Math.ceil(row.left + room - box.left);
    else if (box.right > row.right - room) list.scrollLeft += Math.ceil(box.right - row.right + room);
  }, [activeId]);

  const focusTab = (index: number) => {
    const floor = floors[(index + floors.length) % floors.length];
    if (!floor) return;
    onSelect(floor.id);
    listRef.current?.querySelector<HTMLButtonElement>(`#${CSS.escape(tabId(floor.id))}`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = floors.findIndex((f) => f.id === activeId);
    const keys: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: floors.length - 1,
    };
    const target = keys[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focusTab(target);
  };

  return (
    <div ref={listRef} role="tablist" aria-label={label} className={styles.tablist} onKeyDown={onKeyDown}>
      {floors.map((floor) => {
        const selected = floor.id === activeId;
        return (
          <button
            key={floor.id}
            id={tabId(floor.id)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(floor.id)}
          >
            <span className={styles.code} aria-hidden="true">
              {floor.code}
            </span>
            <span className={styles.text}>
              <span className={styles.name}>{floor.name}</span>
              {floor.matches !== undefined && (
                <span className={styles.matches} data-none={floor.matches === 0 || undefined}>
                  {floor.matchesLabel ?? floor.matches}
                </span>
              )}
            </span>
          </button>
        );
      })}
    </div>
  );
}
