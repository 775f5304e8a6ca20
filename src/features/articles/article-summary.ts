import type { ArticleCardFieldsFragment } from '@generated/graphql';
import type { ArticleSummary } from './article-types';

/** A card's data from the CMS; an article without title, slug or date cannot be listed and is skipped. */
export function toArticleSummaries(records: readonly ArticleCardFieldsFragment[]): ArticleSummary[] {
  return records.flatMap((r): ArticleSummary[] =>
    r.title && r.slug && r.date
      ? [
          {
            id: r.id,
            title: r.title,
            slug: r.slug,
            date: r.date,
            excerpt: r.excerpt,
            category: r.category?.name && r.category.slug ? { name: r.category.name, slug: r.category.slug } : null,
            cover: r.cover?.responsiveImage ?? null,
          },
        ]
      : [],
  );
}
