/**
 * Article records.
 * EDGE CASES:
 *  - article-black-friday        never published: `published: null`, a draft only
 *  - article-horario-fim-de-ano  published, with unpublished changes (the draft has another title)
 */
import { ARTICLE_CATEGORIES, ARTICLES, DRAFT_ONLY_ARTICLE, UPDATED_ARTICLE, type ArticleDef } from './article-table.ts';
import { localizedBody } from './body.ts';
import { ARTICLE_EVENTS } from './events.ts';
import { fileValue, published, seo, stamp, type ContentRecord, type Fields } from './records.ts';
import { slugify, type L10n } from './text.ts';
import { stampsFor, stampsOn } from './timestamps.ts';

export const EDGE_ARTICLES = { draftOnly: 'article-black-friday', updated: 'article-horario-fim-de-ano' } as const;

export const articleId = (a: ArticleDef): string => `article-${a.key}`;
export const articleCover = (a: ArticleDef): string => `articles/${a.key}-cover.webp`;

/** `title` differs from the def's only in a draft: the slug stays the published one, as editors keep URLs stable */
function fieldsOf(a: ArticleDef, title: L10n = a.title, parts = a.body): Fields {
  const cover = fileValue(articleCover(a), { pt: `Ilustração: ${a.title.pt}`, en: `Illustration: ${a.title.en}` });
  return {
    title,
    slug: { pt: slugify(a.title.pt), en: slugify(a.title.en) },
    date: a.date,
    cover,
    category: `article-category-${a.category}`,
    excerpt: a.excerpt,
    body: localizedBody(articleId(a), parts),
    event: ARTICLE_EVENTS[a.key]?.event ?? null,
    event_place: ARTICLE_EVENTS[a.key]?.place ?? null,
    seo: seo({ pt: `${title.pt} | Acontece Aqui`, en: `${title.en} | What’s On` }, a.excerpt, {
      upload: cover.upload,
      alt: cover.alt as L10n,
    }),
  };
}

export function buildArticles(): ContentRecord[] {
  const records: ContentRecord[] = ARTICLE_CATEGORIES.map((c) =>
    published(
      'article_category',
      `article-category-${c.slug}`,
      { name: c.name, slug: c.slug },
      stampsFor(`article-category:${c.slug}`, 'early'),
    ),
  );
  for (const a of ARTICLES)
    records.push(published('article', articleId(a), fieldsOf(a), stampsOn(a.date, articleId(a))));

  const draftOnly = DRAFT_ONLY_ARTICLE;
  records.push({
    model: 'article',
    file: {
      id: articleId(draftOnly),
      createdAt: stamp('2026-11-19', '16:40'),
      published: null,
      draft: { updatedAt: stamp('2026-11-20', '18:15'), fields: fieldsOf(draftOnly) },
    },
  });

  const u = UPDATED_ARTICLE;
  const at = stampsOn(u.published.date, articleId(u.published));
  records.push({
    model: 'article',
    file: {
      id: articleId(u.published),
      createdAt: at.createdAt,
      published: {
        updatedAt: at.updatedAt,
        publishedAt: at.publishedAt,
        firstPublishedAt: at.publishedAt,
        fields: fieldsOf(u.published),
      },
      draft: {
        updatedAt: stamp('2026-11-20', '17:05'),
        fields: fieldsOf(u.published, u.draftTitle, [...u.published.body, u.draftExtra]),
      },
    },
  });
  return records;
}

export const allArticleDefs = (): ArticleDef[] => [...ARTICLES, DRAFT_ONLY_ARTICLE, UPDATED_ARTICLE.published];
