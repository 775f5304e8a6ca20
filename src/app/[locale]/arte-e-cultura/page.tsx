import { getLocale } from 'next-intl/server';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ArtCultureDocument } from '@generated/graphql';
import { ContentBody } from '@/components/page/ContentBody';
import { contentMetadata } from '@/lib/seo/content-metadata';
import { PageHeader } from '@/components/page/PageHeader';
import { LiveRefresh } from '@/features/preview/LiveRefresh';
import { queryCms } from '@/lib/cms/query';

interface ArtCulturePageProps {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: ArtCulturePageProps): Promise<Metadata> {
  const locale = await getLocale();
  const { artCulturePage } = await queryCms(ArtCultureDocument, { locale });
  if (!artCulturePage) notFound();
  return contentMetadata(artCulturePage._seoMetaTags, { locale, href: '/arte-e-cultura', fallbackTitle: artCulturePage.title, fallbackDescription: artCulturePage.lead });
}

/** Art and culture at the mall: exhibitions and programme, from the art_culture_page singleton. */
export default async function ArtCulturePage({ params }: ArtCulturePageProps) {
  const locale = await getLocale();
  const { artCulturePage } = await queryCms(ArtCultureDocument, { locale });
  if (!artCulturePage?.title) notFound();
  return (
    <div className="page-container">
      <PageHeader title={artCulturePage.title} lead={artCulturePage.lead} cover={artCulturePage.cover?.responsiveImage} />
      <ContentBody body={artCulturePage.body} />
      <LiveRefresh document={ArtCultureDocument} variables={{ locale }} />
    </div>
  );
}
