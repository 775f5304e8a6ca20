import { getLocale } from 'next-intl/server';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AboutDocument } from '@generated/graphql';
import { ContentBody } from '@/components/page/ContentBody';
import { contentMetadata } from '@/lib/seo/content-metadata';
import { PageHeader } from '@/components/page/PageHeader';
import { LiveRefresh } from '@/features/preview/LiveRefresh';
import { queryCms } from '@/lib/cms/query';

interface AboutPageProps {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: AboutPageProps): Promise<Metadata> {
  const locale = await getLocale();
  const { aboutPage } = await queryCms(AboutDocument, { locale });
  if (!aboutPage) notFound();
  return contentMetadata(aboutPage._seoMetaTags, { locale, href: '/sobre', fallbackTitle: aboutPage.title, fallbackDescription: aboutPage.lead });
}

/** About the mall: its story and what it offers, from the about_page singleton. */
export default async function AboutPage({ params }: AboutPageProps) {
  const locale = await getLocale();
  const { aboutPage } = await queryCms(AboutDocument, { locale });
  if (!aboutPage?.title) notFound();
  return (
    <div className="page-container">
      <PageHeader title={aboutPage.title} lead={aboutPage.lead} cover={aboutPage.cover?.responsiveImage} />
      <ContentBody body={aboutPage.body} />
      <LiveRefresh document={AboutDocument} variables={{ locale }} />
    </div>
  );
}
