/**
 * schema.org `BreadcrumbList` of a trail drawn on the page (Home › Stores ›
 * Casa Aroeira), so a search engine shows the same trail. The current page
 * comes last without a URL, as Google allows for the page itself.
 */
export interface BreadcrumbItem {
  name: string;
  /** absolute URL; none for the current page */
  url?: string;
}

export function breadcrumbList(items: readonly BreadcrumbItem[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      ...(item.url ? { item: item.url } : {}),
    })),
  };
}
