import Form from 'next/form';
import { useTranslations } from 'next-intl';
import styles from './SearchForm.module.css';

interface SearchFormProps {
  /** the localized path of the search route */
  action: string;
  /** the visitor's query, echoed back */
  query: string;
  maxLength: number;
}

/**
 * The search page's own form. A GET form: it works without JavaScript; with
 * it, next/form navigates client-side and the results' live region announces
 * the new count.
 */
export function SearchForm({ action, query, maxLength }: SearchFormProps) {
  const t = useTranslations('layout.search');
  const tSearch = useTranslations('search');
  return (
    <Form action={action} role="search" className={styles.form}>
      <label htmlFor="busca-q" className={styles.label}>
        {t('label')}
      </label>
      <div className={styles.row}>
        <input
          id="busca-q"
          name="q"
          type="search"
          defaultValue={query}
          placeholder={t('placeholder')}
          // one over the limit so an over-long paste still reaches the server and gets its message
          maxLength={maxLength + 1}
          autoComplete="off"
          enterKeyHint="search"
          className={styles.input}
        />
        <button type="submit" className={styles.submit}>
          {tSearch('submit')}
        </button>
      </div>
    </Form>
  );
}
