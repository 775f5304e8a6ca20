import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, getLocale } from 'next-intl/server';
import { MasterplanDocument } from '@generated/graphql';
import { ContentBody } from '@/components/page/ContentBody';
import { contentMetadata } from '@/lib/seo/content-metadata';
import { PageHeader } from '@/components/page/PageHeader';
import { SectionHeading } from '@/components/page/SectionHeading';
import { MasterplanPhases } from '@/features/masterplan/MasterplanPhases';
import { MasterplanPlan } from '@/features/masterplan/MasterplanPlan';
import { LiveRefresh } from '@/features/preview/LiveRefresh';
import { queryCms } from '@/lib/cms/query';
import { masterplanPhases, masterplanSite } from '@/lib/masterplan/masterplan-content';

interface MasterplanPageProps {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: MasterplanPageProps): Promise<Metadata> {
  const locale = await getLocale();
  const { masterplanPage } = await queryCms(MasterplanDocument, { locale });
  if (!masterplanPage) notFound();
  return contentMetadata(masterplanPage._seoMetaTags, { locale, href: '/masterplan', fallbackTitle: masterplanPage.title, fallbackDescription: masterplanPage.lead });
}

/**
 * The masterplan: the cover, the plan drawn from the CMS's phases (numbered
 * areas on the site), the same phases as a timeline, then the editor's text.
 */
export default async function MasterplanPage({ params }: MasterplanPageProps) {
  const locale = await getLocale();
  const { masterplanPage } = await queryCms(MasterplanDocument, { locale });
  if (!masterplanPage?.title) notFound();
  const t = await getTranslations({ locale, namespace: 'masterplan' });
  const phases = masterplanPhases(masterplanPage.phases, locale);
  const site = masterplanSite(masterplanPage.sitePlan, locale);
  return (
    <div className="page-container">
      <PageHeader title={masterplanPage.title} lead={masterplanPage.lead} cover={masterplanPage.cover?.responsiveImage} coverStyle="band" />
      {phases.length > 0 ? (
        <section aria-labelledby="etapas">
          <SectionHeading id="etapas">{t('phasesTitle')}</SectionHeading>
          <MasterplanPlan site={site} phases={phases} titleId="planta-masterplan" />
          <MasterplanPhases phases={phases} headingId="etapas" />
        </section>
      ) : null}
      <ContentBody body={masterplanPage.body} />
      <LiveRefresh document={MasterplanDocument} variables={{ locale }} />
    </div>
  );
}
