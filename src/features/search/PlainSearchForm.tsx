import { SearchFields, searchFormClassName, type SearchFieldsProps } from './SearchFields';

/**
 * The search page's form as a plain GET form, for screens whose code every page
 * loads (the 404 boundary is in each page's tree): without next/form, which
 * would add about 1.4 kB of JavaScript to every page.
 */
export function PlainSearchForm({ action, ...fields }: SearchFieldsProps & { action: string }) {
  return (
    <form role="search" action={action} method="get" className={searchFormClassName}>
      <SearchFields {...fields} />
    </form>
  );
}
