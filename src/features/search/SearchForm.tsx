import Form from 'next/form';
import { SearchFields, searchFormClassName, type SearchFieldsProps } from './SearchFields';

/**
 * The search page's own form. A GET form: it works without JavaScript; with
 * it, next/form navigates client-side and the results' live region announces
 * the new count.
 */
export function SearchForm({ action, ...fields }: SearchFieldsProps & { action: string }) {
  return (
    <Form action={action} role="search" className={searchFormClassName}>
      <SearchFields {...fields} />
    </Form>
  );
}
