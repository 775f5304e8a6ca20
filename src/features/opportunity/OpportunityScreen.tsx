import { OpportunityDocument } from '@generated/graphql';
import { getTranslations } from 'next-intl/server';
import { ContentBody } from '@/components/page/ContentBody';
import { PageHeader } from '@/components/page/PageHeader';
import { SectionHeading } from '@/components/page/SectionHeading';
import { jobOpeningChoices } from '@/features/forms';
import { JobApplicationForm } from '@/features/forms/server';
import { LiveRefresh } from '@/features/preview';
import type { AppLocale } from '@/i18n/routing';
import { JobOpeningList } from './JobOpeningList';
import type { OpportunityView } from './load-opportunity';
import styles from './OpportunityScreen.module.css';

/** Opportunities: working at the mall, with the job openings still accepting applications. */
export async function OpportunityScreen({ page, locale }: { page: OpportunityView; locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'content.opportunity' });
  return (
    <div className="page-container">
      <PageHeader title={page.title} lead={page.lead} cover={page.cover} />
      <ContentBody body={page.body} />
      {/* the openings and the application side by side on wide screens: the page uses its width */}
      <div className={styles.columns}>
        <section aria-labelledby="vagas-abertas">
          <SectionHeading id="vagas-abertas" aside={t('openingsCount', { count: page.openings.length })}>
            {t('openingsTitle')}
          </SectionHeading>
          <JobOpeningList openings={page.openings} formAnchor="candidatura" />
        </section>
        <section aria-labelledby="candidatura" className={styles.apply}>
          <h2 id="candidatura" className={styles.applyTitle}>
            {t('applyTitle')}
          </h2>
          <JobApplicationForm locale={locale} openings={jobOpeningChoices(page.openings)} />
        </section>
      </div>
      <LiveRefresh document={OpportunityDocument} variables={{ locale }} />
    </div>
  );
}
