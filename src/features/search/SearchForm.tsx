import Form from 'next/form';
import { useTranslations } from 'next-intl';
import styles from './SearchForm.module.css';

interface SearchFormProps {
  /** the localized path of the search route */
  action: string;
  /** the visitor's query, echoed back */
  query?: string;
  /** the longest query the search takes (`searchQueryCheck`); without it the server's message is the only limit */
  maxLength?: number;
  /** the input's id, unique on its page (the 404 has the header's search box too) */
  id?: string;
  /** what the label says, where the page asks another question than "search the site" */
  label?: string;
}

/**
 * The search page's own form. A GET form: it works without JavaScript; with
 * it, next/form navigates client-side and the results' live region announces
 * the new count. The 404 offers it too.
 */
export function SearchForm({ action, query, maxLength, id = 'busca-q', label }: SearchFormProps) {
  const t = useTranslations('layout.search');
  return (
    <Form action={action} role="search" className={styles.form}>
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
    </Form>
  );
}
