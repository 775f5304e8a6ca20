import { InstituteDocument } from '@generated/graphql';
import { getTranslations } from 'next-intl/server';
import { ContentBody } from '@/components/page/ContentBody';
import { PageHeader } from '@/components/page/PageHeader';
import { LiveRefresh } from '@/features/preview';
import type { AppLocale } from '@/i18n/routing';
import type { InstituteView } from './load-institute';
import { ProjectsSection } from './ProjectsSection';

/** The mall's institute: who it is, what it does, and a teaser of its projects. */
export async function InstituteScreen({ institute, locale }: { institute: InstituteView; locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'institute' });
  return (
    <div className="page-container">
      <PageHeader title={institute.name} lead={institute.lead} cover={institute.cover} />
      <ContentBody body={institute.body} />
      <ProjectsSection
        headingId="projetos"
        title={institute.projectsTitle}
        lead={institute.projectsLead}
        projects={institute.projects}
        product={institute.product}
        seeAllDetail={t('projectsCount', { count: institute.projectsCount })}
      />
      <LiveRefresh document={InstituteDocument} variables={{ locale }} />
    </div>
  );
}
