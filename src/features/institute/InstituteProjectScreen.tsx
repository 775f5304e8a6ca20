import { InstituteProjectDocument } from '@generated/graphql';
import { getTranslations } from 'next-intl/server';
import { ContentBody } from '@/components/page/ContentBody';
import { CoverImage } from '@/components/page/CoverImage';
import { PageHeader } from '@/components/page/PageHeader';
import { LiveRefresh } from '@/features/preview';
import type { AppLocale } from '@/i18n/routing';
import type { InstituteProjectView } from './load-institute';
import { ProjectsSection } from './ProjectsSection';
import styles from './institute.module.css';

/** One project of the institute: what it is, since when, its story, and the others to read next. */
export async function InstituteProjectScreen({
  project,
  locale,
}: {
  project: InstituteProjectView;
  locale: AppLocale;
}) {
  const t = await getTranslations({ locale, namespace: 'institute' });
  const { product } = project;
  return (
    <div className="page-container">
      <article aria-labelledby="titulo-projeto">
        <PageHeader
          title={project.title}
          titleId="titulo-projeto"
          lead={project.summary}
          eyebrow={project.instituteName}
          breadcrumbs={[
            { label: project.instituteName, href: { pathname: '/instituto/[product]', params: { product } } },
            { label: project.projectsTitle, href: { pathname: '/instituto/[product]/projetos', params: { product } } },
          ]}
        >
          {project.year ? <p className={styles.since}>{t('since', { year: project.year })}</p> : null}
        </PageHeader>
        {project.cover ? (
          <CoverImage image={project.cover} sizes="(min-width: 78rem) 75rem, 100vw" priority className={styles.cover} />
        ) : null}
        <ContentBody body={project.body} />
      </article>
      <ProjectsSection
        headingId="outros-projetos"
        title={t('otherProjects')}
        projects={project.others}
        product={product}
      />
      <LiveRefresh document={InstituteProjectDocument} variables={{ locale, slug: project.slug }} />
    </div>
  );
}
