import { useTranslations } from 'next-intl';
import styles from './SearchForm.module.css';

export interface SearchFieldsProps {
  /** the visitor's query, echoed back */
  query?: string;
  /** the longest query the search takes (`searchQueryCheck`); without it the server's message is the only limit */
  maxLength?: number;
  /** the input's id, unique on its page (the 404 has the header's search box too) */
  id?: string;
  /** what the label says, where the page asks another question than "search the site" */
  label?: string;
}

/** The label, the `q` box and the button of a search form, inside whichever `<form>` the page needs. */
export function SearchFields({ query, maxLength, id = 'busca-q', label }: SearchFieldsProps) {
  const t = useTranslations('layout.search');
  return (
    <>
      <label htmlFor={id} className={styles.label}>
        {label ?? t('label')}
      </label>
      <div className={styles.row}>
        <input
          id={id}
          name="q"
          type="search"
          defaultValue={query}
          placeholder={t('placeholder')}
          // one over the limit so an over-long paste still reaches the server and gets its message
          maxLength={maxLength === undefined ? undefined : maxLength + 1}
          autoComplete="off"
          enterKeyHint="search"
          className={styles.input}
        />
        <button type="submit" className={styles.submit}>
          {t('submit')}
        </button>
      </div>
    </>
  );
}

/** The form's own box, for a page's `<form>` (SearchForm, PlainSearchForm). */
export const searchFormClassName = styles.form;
