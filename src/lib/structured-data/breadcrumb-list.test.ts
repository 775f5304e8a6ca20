import { describe, expect, it } from 'vitest';
import { breadcrumbList } from './breadcrumb-list';

describe('breadcrumbList', () => {
  it('numbers the trail from 1 and leaves the current page without a URL', () => {
    expect(
      breadcrumbList([
        { name: 'Início', url: 'https://example.com/' },
        { name: 'Lojas', url: 'https://example.com/lojas' },
        { name: 'Casa Aroeira' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Início', item: 'https://example.com/' },
        { '@type': 'ListItem', position: 2, name: 'Lojas', item: 'https://example.com/lojas' },
        { '@type': 'ListItem', position: 3, name: 'Casa Aroeira' },
      ],
    });
  });
});
