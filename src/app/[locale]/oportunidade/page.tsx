import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, getLocale } from 'next-intl/server';
import { OpportunityDocument } from '@generated/graphql';
import { ContentBody } from '@/components/page/ContentBody';
import { contentMetadata } from '@/lib/seo/content-metadata';
import { SiteForm } from '@/features/forms/SiteForm';
import { JobOpeningList } from '@/features/opportunity/JobOpeningList';
import { isEmploymentType, openJobOpenings, type JobOpening } from '@/features/opportunity/job-openings';
import { PageHeader } from '@/components/page/PageHeader';
import { SectionHeading } from '@/components/page/SectionHeading';
import { LiveRefresh } from '@/features/preview/LiveRefresh';
import { queryCms } from '@/lib/cms/query';
import { jobOpeningChoices } from '@/lib/forms/form-options';
import styles from './page.module.css';

interface OpportunityPageProps {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: OpportunityPageProps): Promise<Metadata> {
  const locale = await getLocale();
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
  const locale = await getLocale();
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
          <JobOpeningList openings={openings} formAnchor="candidatura" />
        </section>
        <section aria-labelledby="candidatura" className={styles.apply}>
          <h2 id="candidatura" className={styles.applyTitle}>
            {t('applyTitle')}
          </h2>
          <SiteForm form="job" locale={locale} openings={jobOpeningChoices(openings)} />
        </section>
      </div>
      <LiveRefresh document={OpportunityDocument} variables={{ locale }} />
    </div>
  );
}
