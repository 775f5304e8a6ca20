import { InstituteProjectsDocument } from '@generated/graphql';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/page/PageHeader';
import { LiveRefresh } from '@/features/preview';
import type { AppLocale } from '@/i18n/routing';
import type { InstituteProjectsView } from './load-institute';
import { ProjectGrid } from './ProjectCard';
import styles from './institute.module.css';

/** Every project of the institute, with cover, year and summary. */
export async function InstituteProjectsScreen({ page, locale }: { page: InstituteProjectsView; locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'institute' });
  return (
    <div className="page-container">
      <PageHeader
        title={page.title}
        lead={page.lead}
        eyebrow={page.instituteName}
        breadcrumbs={[
          { label: page.instituteName, href: { pathname: '/instituto/[product]', params: { product: page.product } } },
        ]}
      >
        <p>{t('projectsCount', { count: page.projects.length })}</p>
      </PageHeader>
      <div className={styles.projects}>
        <ProjectGrid projects={page.projects} product={page.product} leadsThePage />
      </div>
      <LiveRefresh document={InstituteProjectsDocument} variables={{ locale }} />
    </div>
  );
}
