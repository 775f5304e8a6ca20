/** schema.org `NewsArticle` for an article page (Google's article structured data). */
export interface NewsArticleInput {
  url: string;
  headline: string;
  description?: string | null;
  /** YYYY-MM-DD */
  datePublished: string;
  /** ISO instant of the last edit */
  dateModified?: string | null;
  imageUrl?: string | null;
  inLanguage: string;
  publisherName: string;
  siteUrl: string;
  section?: string | null;
}

export function newsArticleJsonLd(input: NewsArticleInput): Record<string, unknown> {
  const publisher = { '@type': 'Organization', name: input.publisherName, url: input.siteUrl };
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: input.headline.slice(0, 110),
    ...(input.description ? { description: input.description } : {}),
    datePublished: `${input.datePublished}T00:00:00-03:00`,
    ...(input.dateModified ? { dateModified: input.dateModified } : {}),
    ...(input.imageUrl ? { image: [input.imageUrl] } : {}),
    ...(input.section ? { articleSection: input.section } : {}),
    inLanguage: input.inLanguage,
    mainEntityOfPage: { '@type': 'WebPage', '@id': input.url },
    url: input.url,
    author: publisher,
    publisher,
  };
}
