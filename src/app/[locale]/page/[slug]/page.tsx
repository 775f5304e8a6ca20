import { getLocale } from 'next-intl/server';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageDocument } from '@generated/graphql';
import { ContentBody } from '@/components/page/ContentBody';
import { contentMetadata } from '@/lib/seo/content-metadata';
import { PageHeader } from '@/components/page/PageHeader';
import { LiveRefresh } from '@/features/preview/LiveRefresh';
import { queryCms } from '@/lib/cms/query';
import { pageStaticParams } from '@/lib/routes/static-params';

interface GenericPageProps {
  params: Promise<{ locale: string; slug: string }>;
}

// A page not yet in the cache has no record tag to name: the model tag covers its creation.
async function loadPage(params: GenericPageProps['params']) {
  const locale = await getLocale();
  const { slug } = await params;
  const { page } = await queryCms(PageDocument, { locale, slug });
  if (!page?.title || !page.slug) notFound();
  return { locale, slug, page };
}

/** Every published record is prerendered at build time; later ones on their first visit. */
export const generateStaticParams = pageStaticParams;

export async function generateMetadata({ params }: GenericPageProps): Promise<Metadata> {
  const { locale, page, slug } = await loadPage(params);
  return contentMetadata(page._seoMetaTags, {
    locale,
    href: { pathname: '/page/[slug]', params: { slug } },
    fallbackTitle: page.title,
    fallbackDescription: page.lead,
  });
}

/** A generic content page (terms, privacy, parking…) by its slug. */
export default async function GenericPage({ params }: GenericPageProps) {
  const { locale, slug, page } = await loadPage(params);
  return (
    <div className="page-container">
      <PageHeader title={page.title ?? ''} lead={page.lead} />
      <ContentBody body={page.body} />
      <LiveRefresh document={PageDocument} variables={{ locale, slug }} />
    </div>
  );
}
