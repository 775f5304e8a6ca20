import type { KeyboardEvent } from 'react';

/**
 * What the header search's field and its suggestions (loaded when the field is first used, ADR 0102) tell each
 * other. A module of its own: the field imports it on every page, and importing the list's module for these
 * would bring the list with it.
 */

/** What the field's keyboard asks of the list: true when the key was the list's to answer. */
export interface SuggestionKeys {
  onKeyDown(event: KeyboardEvent<HTMLInputElement>): boolean;
}

/** What the field says of the list (`aria-expanded`, `aria-activedescendant`) and its status line announces. */
export interface SuggestionListState {
  showList: boolean;
  activeId: string | undefined;
  announcement: string;
}

export const CLOSED_LIST: SuggestionListState = { showList: false, activeId: undefined, announcement: '' };
