import { getLocale } from 'next-intl/server';
import { loadArticle } from '@/features/articles/load-article';
import { LanguageSwitcher } from '@/features/site-shell/LanguageSwitcher';
import { articleStaticParams } from '@/lib/routes/static-params';

/** Prerendered with the article itself. */
export const generateStaticParams = articleStaticParams;

/**
 * An article's language switch, rendered on the server with the record's own
 * URL in the other locale (its slug differs per locale): the header is drawn
 * before the page, so only a slot of the layout can carry it into the server
 * HTML, for crawlers and visitors without JavaScript (ADR 0064). The article's
 * data comes from the same cached query as the page.
 */
export default async function ArticleLanguageSwitch({ params }: PageProps<'/[locale]/artigo/[slug]'>) {
  const locale = await getLocale();
  const { slug } = await params;
  const article = await loadArticle(locale, slug);
  return <LanguageSwitcher pageLinks={article ? { slug, links: article.alternates } : undefined} />;
}
