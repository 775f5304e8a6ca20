import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, getLocale } from 'next-intl/server';
import { InstituteProjectsDocument } from '@generated/graphql';
import { contentMetadata } from '@/lib/seo/content-metadata';
import { PageHeader } from '@/components/page/PageHeader';
import { ProjectGrid } from '@/features/institute/ProjectCard';
import { toProjectSummaries } from '@/features/institute/project-summary';
import { LiveRefresh } from '@/features/preview/LiveRefresh';
import { queryCms } from '@/lib/cms/query';
import styles from '../institute.module.css';
import { instituteStaticParams } from '@/lib/routes/static-params';

interface InstituteProjectsPageProps {
  params: Promise<{ locale: string; product: string }>;
}

async function loadProjects(params: InstituteProjectsPageProps['params']) {
  const locale = await getLocale();
  const { product } = await params;
  const data = await queryCms(InstituteProjectsDocument, { locale });
  if (!data.institute?.name || !data.siteSettings?.instituteProduct || data.siteSettings.instituteProduct !== product) notFound();
  const t = await getTranslations({ locale, namespace: 'institute' });
  const title = data.institute.projectsTitle ?? t('projectsTitle');
  return { locale, product, data, title, instituteName: data.institute.name, t };
}

/** Every published record is prerendered at build time; later ones on their first visit. */
export const generateStaticParams = instituteStaticParams;

export async function generateMetadata({ params }: InstituteProjectsPageProps): Promise<Metadata> {
  const { locale, product, data, title, instituteName } = await loadProjects(params);
  // the institute's SEO tags describe the institute, not this list: only the title and lead are used
  return contentMetadata([], {
    locale,
    href: { pathname: '/instituto/[product]/projetos', params: { product } },
    fallbackTitle: `${title} · ${instituteName}`,
    fallbackDescription: data.institute?.projectsLead,
  });
}

/** Every project of the institute, with cover, year and summary. */
export default async function InstituteProjectsPage({ params }: InstituteProjectsPageProps) {
  const { locale, product, data, title, instituteName, t } = await loadProjects(params);
  const projects = toProjectSummaries(data.allInstituteProjects);
  return (
    <div className="page-container">
      <PageHeader
        title={title}
        lead={data.institute?.projectsLead}
        eyebrow={instituteName}
        breadcrumbs={[{ label: instituteName, href: { pathname: '/instituto/[product]', params: { product } } }]}
      >
        <p>{t('projectsCount', { count: projects.length })}</p>
      </PageHeader>
      <div className={styles.projects}>
        <ProjectGrid projects={projects} product={product} />
      </div>
      <LiveRefresh document={InstituteProjectsDocument} variables={{ locale }} />
    </div>
  );
}
