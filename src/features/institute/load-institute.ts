import { getTranslations } from 'next-intl/server';
import { InstituteDocument, InstituteProjectDocument, InstituteProjectsDocument } from '@generated/graphql';
import type { AppLocale } from '@/i18n/routing';
import { queryCms } from '@/lib/cms/query';
import type { PageSeo } from '@/lib/seo/content-metadata';
import { toProjectSummaries } from './project-summary';

/*
 * The institute lives at /instituto-{product} only for the CMS's product
 * (site settings): any other product, like a missing record, is null (a 404).
 */

export type InstituteView = NonNullable<Awaited<ReturnType<typeof loadInstitute>>>;
export type InstituteProjectsView = NonNullable<Awaited<ReturnType<typeof loadInstituteProjects>>>;
export type InstituteProjectView = NonNullable<Awaited<ReturnType<typeof loadInstituteProject>>>;

/** The institute: who it is, what it does, and a teaser of its projects. */
export async function loadInstitute(locale: AppLocale, product: string) {
  const data = await queryCms(InstituteDocument, { locale });
  const institute = data.institute;
  if (!institute?.name || data.siteSettings?.instituteProduct !== product) return null;
  const t = await getTranslations({ locale, namespace: 'institute' });
  return {
    product,
    name: institute.name,
    lead: institute.lead,
    cover: institute.cover?.responsiveImage,
    body: institute.body,
    projectsTitle: institute.projectsTitle ?? t('projectsTitle'),
    projectsLead: institute.projectsLead,
    projects: toProjectSummaries(data.allInstituteProjects),
    projectsCount: data._allInstituteProjectsMeta.count,
    seo: {
      tags: institute._seoMetaTags,
      href: { pathname: '/instituto/[product]', params: { product } },
      fallbackTitle: institute.name,
      fallbackDescription: institute.lead,
    } satisfies PageSeo,
  };
}

/** Every project of the institute. */
export async function loadInstituteProjects(locale: AppLocale, product: string) {
  const data = await queryCms(InstituteProjectsDocument, { locale });
  const institute = data.institute;
  if (!institute?.name || data.siteSettings?.instituteProduct !== product) return null;
  const t = await getTranslations({ locale, namespace: 'institute' });
  const title = institute.projectsTitle ?? t('projectsTitle');
  return {
    product,
    title,
    lead: institute.projectsLead,
    instituteName: institute.name,
    projects: toProjectSummaries(data.allInstituteProjects),
    // the institute's SEO tags describe the institute, not this list: only the title and lead are used
    seo: {
      tags: [],
      href: { pathname: '/instituto/[product]/projetos', params: { product } },
      fallbackTitle: `${title} · ${institute.name}`,
      fallbackDescription: institute.projectsLead,
    } satisfies PageSeo,
  };
}

/** One project of the institute, and three others to read next. */
export async function loadInstituteProject(locale: AppLocale, product: string, slug: string) {
  const data = await queryCms(InstituteProjectDocument, { locale, slug });
  const project = data.instituteProject;
  if (!data.institute?.name || data.siteSettings?.instituteProduct !== product || !project?.title || !project.slug)
    return null;
  const t = await getTranslations({ locale, namespace: 'institute' });
  return {
    product,
    slug,
    title: project.title,
    summary: project.summary,
    year: project.year,
    cover: project.cover?.responsiveImage ?? null,
    body: project.body,
    instituteName: data.institute.name,
    projectsTitle: data.institute.projectsTitle ?? t('projectsTitle'),
    others: toProjectSummaries(data.allInstituteProjects).slice(0, 3),
    seo: {
      tags: project._seoMetaTags,
      href: { pathname: '/instituto/[product]/projetos/[slug]', params: { product, slug } },
      fallbackTitle: `${project.title} · ${data.institute.name}`,
      fallbackDescription: project.summary,
    } satisfies PageSeo,
  };
}
