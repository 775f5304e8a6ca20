import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, getLocale } from 'next-intl/server';
import { InstituteDocument } from '@generated/graphql';
import { ContentBody } from '@/components/page/ContentBody';
import { contentMetadata } from '@/lib/seo/content-metadata';
import { PageHeader } from '@/components/page/PageHeader';
import { toProjectSummaries } from '@/features/institute/project-summary';
import { ProjectsSection } from '@/features/institute/ProjectsSection';
import { LiveRefresh } from '@/features/preview/LiveRefresh';
import { queryCms } from '@/lib/cms/query';
import { instituteStaticParams } from '@/lib/routes/static-params';

interface InstitutePageProps {
  params: Promise<{ locale: string; product: string }>;
}

/** The institute exists at /instituto-{product} only for the CMS's product; any other is a 404. */
async function loadInstitute(params: InstitutePageProps['params']) {
  const locale = await getLocale();
  const { product } = await params;
  const data = await queryCms(InstituteDocument, { locale });
  if (!data.institute?.name || !data.siteSettings?.instituteProduct || data.siteSettings.instituteProduct !== product) notFound();
  return { locale, product, data, institute: { ...data.institute, name: data.institute.name } };
}

/** Every published record is prerendered at build time; later ones on their first visit. */
export const generateStaticParams = instituteStaticParams;

export async function generateMetadata({ params }: InstitutePageProps): Promise<Metadata> {
  const { locale, product, institute } = await loadInstitute(params);
  return contentMetadata(institute._seoMetaTags, {
    locale,
    href: { pathname: '/instituto/[product]', params: { product } },
    fallbackTitle: institute.name,
    fallbackDescription: institute.lead,
  });
}

/** The mall's institute: who it is, what it does, and a teaser of its projects. */
export default async function InstitutePage({ params }: InstitutePageProps) {
  const { locale, product, data, institute } = await loadInstitute(params);
  const t = await getTranslations({ locale, namespace: 'institute' });
  const projects = toProjectSummaries(data.allInstituteProjects);
  return (
    <div className="page-container">
      <PageHeader title={institute.name} lead={institute.lead} cover={institute.cover?.responsiveImage} />
      <ContentBody body={institute.body} />
      <ProjectsSection
        headingId="projetos"
        title={institute.projectsTitle ?? t('projectsTitle')}
        lead={institute.projectsLead}
        projects={projects}
        product={product}
        seeAllDetail={t('projectsCount', { count: data._allInstituteProjectsMeta.count })}
      />
      <LiveRefresh document={InstituteDocument} variables={{ locale }} />
    </div>
  );
}
