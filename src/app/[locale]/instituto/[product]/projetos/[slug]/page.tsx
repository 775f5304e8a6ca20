import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, getLocale } from 'next-intl/server';
import { InstituteProjectDocument } from '@generated/graphql';
import { ContentBody } from '@/components/page/ContentBody';
import { contentMetadata } from '@/lib/seo/content-metadata';
import { CoverImage } from '@/components/page/CoverImage';
import { PageHeader } from '@/components/page/PageHeader';
import { toProjectSummaries } from '@/features/institute/project-summary';
import { ProjectsSection } from '@/features/institute/ProjectsSection';
import { LiveRefresh } from '@/features/preview/LiveRefresh';
import { queryCms } from '@/lib/cms/query';
import { instituteProjectStaticParams } from '@/lib/routes/static-params';
import styles from '../../institute.module.css';

interface InstituteProjectPageProps {
  params: Promise<{ locale: string; product: string; slug: string }>;
}

async function loadProject(params: InstituteProjectPageProps['params']) {
  const locale = await getLocale();
  const { product, slug } = await params;
  const data = await queryCms(InstituteProjectDocument, { locale, slug });
  const project = data.instituteProject;
  if (!data.institute?.name || data.siteSettings?.instituteProduct !== product || !project?.title || !project.slug) notFound();
  const t = await getTranslations({ locale, namespace: 'institute' });
  return { locale, product, slug, data, project: { ...project, title: project.title }, instituteName: data.institute.name, t };
}

/** Every published project is prerendered at build time; later ones on their first visit. */
export const generateStaticParams = instituteProjectStaticParams;

export async function generateMetadata({ params }: InstituteProjectPageProps): Promise<Metadata> {
  const { locale, product, slug, project, instituteName } = await loadProject(params);
  return contentMetadata(project._seoMetaTags, {
    locale,
    href: { pathname: '/instituto/[product]/projetos/[slug]', params: { product, slug } },
    fallbackTitle: `${project.title} · ${instituteName}`,
    fallbackDescription: project.summary,
  });
}

/** One project of the institute: what it is, since when, its story, and the others to read next. */
export default async function InstituteProjectPage({ params }: InstituteProjectPageProps) {
  const { locale, product, slug, data, project, instituteName, t } = await loadProject(params);
  const projectsTitle = data.institute?.projectsTitle ?? t('projectsTitle');
  const others = toProjectSummaries(data.allInstituteProjects).slice(0, 3);
  const cover = project.cover?.responsiveImage;
  return (
    <div className="page-container">
      <article aria-labelledby="titulo-projeto">
        <PageHeader
          title={project.title}
          titleId="titulo-projeto"
          lead={project.summary}
          eyebrow={instituteName}
          breadcrumbs={[
            { label: instituteName, href: { pathname: '/instituto/[product]', params: { product } } },
            { label: projectsTitle, href: { pathname: '/instituto/[product]/projetos', params: { product } } },
          ]}
        >
          {project.year ? <p className={styles.since}>{t('since', { year: project.year })}</p> : null}
        </PageHeader>
        {cover ? <CoverImage image={cover} sizes="(min-width: 78rem) 75rem, 100vw" priority className={styles.cover} /> : null}
        <ContentBody body={project.body} />
      </article>
      <ProjectsSection headingId="outros-projetos" title={t('otherProjects')} projects={others} product={product} />
      <LiveRefresh document={InstituteProjectDocument} variables={{ locale, slug }} />
    </div>
  );
}
