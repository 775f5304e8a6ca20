import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { MasterplanDocument } from '@generated/graphql';
import { ContentBody } from '@/components/content/ContentBody';
import { contentMetadata } from '@/components/content/content-metadata';
import { PageHeader } from '@/components/content/PageHeader';
import { pageLocale } from '@/components/content/page-locale';
import { LiveRefresh } from '@/components/preview/LiveRefresh';
import { queryCms } from '@/lib/cms/query';

interface MasterplanPageProps {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: MasterplanPageProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { masterplanPage } = await queryCms(MasterplanDocument, { locale });
  if (!masterplanPage) notFound();
  return contentMetadata(masterplanPage._seoMetaTags, { locale, href: '/masterplan', fallbackTitle: masterplanPage.title, fallbackDescription: masterplanPage.lead });
}

/** The masterplan: the mall's development plan, its cover image (the plan) and the text. */
export default async function MasterplanPage({ params }: MasterplanPageProps) {
  const locale = await pageLocale(params);
  const { masterplanPage } = await queryCms(MasterplanDocument, { locale });
  if (!masterplanPage?.title) notFound();
  return (
    <div className="page-container">
      <PageHeader title={masterplanPage.title} lead={masterplanPage.lead} cover={masterplanPage.cover?.responsiveImage} />
      <ContentBody body={masterplanPage.body} />
      <LiveRefresh document={MasterplanDocument} variables={{ locale }} />
    </div>
  );
}
