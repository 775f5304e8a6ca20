import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { OpportunityDocument } from '@generated/graphql';
import { ContentBody } from '@/components/content/ContentBody';
import { contentMetadata } from '@/components/content/content-metadata';
import { FormSlot } from '@/components/content/FormSlot';
import { JobOpeningList } from '@/components/content/JobOpeningList';
import { isEmploymentType, openJobOpenings, type JobOpening } from '@/components/content/job-openings';
import { PageHeader } from '@/components/content/PageHeader';
import { pageLocale } from '@/components/content/page-locale';
import { SectionHeading } from '@/components/content/SectionHeading';
import { LiveRefresh } from '@/components/preview/LiveRefresh';
import { queryCms } from '@/lib/cms/query';
import styles from './page.module.css';

interface OpportunityPageProps {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: OpportunityPageProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { opportunityPage } = await queryCms(OpportunityDocument, { locale });
  if (!opportunityPage) notFound();
  return contentMetadata(opportunityPage._seoMetaTags, {
    locale,
    href: '/oportunidade',
    fallbackTitle: opportunityPage.title,
    fallbackDescription: opportunityPage.lead,
  });
}

/** Opportunities: working at the mall, with the job openings still accepting applications. */
export default async function OpportunityPage({ params }: OpportunityPageProps) {
  const locale = await pageLocale(params);
  const [{ opportunityPage, allJobOpenings }, t] = await Promise.all([
    queryCms(OpportunityDocument, { locale }),
    getTranslations({ locale, namespace: 'content.opportunity' }),
  ]);
  if (!opportunityPage?.title) notFound();
  const openings = openJobOpenings(
    allJobOpenings.flatMap((o): JobOpening[] =>
      o.title && o.slug && o.employer
        ? [{ ...o, title: o.title, slug: o.slug, employer: o.employer, employmentType: isEmploymentType(o.employmentType) ? o.employmentType : null }]
        : [],
    ),
    // The page is cached and cannot know today: every published opening is listed, each with its closing date.
    null,
  );
  return (
    <div className="page-container">
      <PageHeader title={opportunityPage.title} lead={opportunityPage.lead} cover={opportunityPage.cover?.responsiveImage} />
      <ContentBody body={opportunityPage.body} />
      {/* the openings and the application side by side on wide screens: the page uses its width */}
      <div className={styles.columns}>
        <section aria-labelledby="vagas-abertas">
          <SectionHeading id="vagas-abertas" aside={t('openingsCount', { count: openings.length })}>
            {t('openingsTitle')}
          </SectionHeading>
          <JobOpeningList openings={openings} />
        </section>
        <div className={styles.apply}>
          <FormSlot id="candidatura" title={t('applyTitle')}>
            <p>{t('applyPending')}</p>
          </FormSlot>
        </div>
      </div>
      <LiveRefresh document={OpportunityDocument} variables={{ locale }} />
    </div>
  );
}
