import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { CoverImage } from '../../components/page/CoverImage';
import type { ContentImage } from '../../components/page/types';
import styles from './ProjectCard.module.css';

export interface ProjectSummary {
  id: string;
  slug: string;
  title: string;
  summary?: string | null;
  year?: number | null;
  cover?: ContentImage | null;
}

interface ProjectCardProps {
  project: ProjectSummary;
  /** the institute's URL word (`site_settings.institute_product`), which the project's page URL carries */
  product: string;
  headingLevel?: 2 | 3;
  /** its cover is the page's largest paint (the first card of the projects page, on a phone): fetched first, never lazily */
  priority?: boolean;
}

/**
 * One project of the institute: cover, year and summary. The title links to
 * the project's page and is stretched over the card, so screen readers hear
 * one link named by the title.
 */
export function ProjectCard({ project, product, headingLevel = 2, priority = false }: ProjectCardProps) {
  const t = useTranslations('institute');
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card} id={`projeto-${project.slug}`} aria-labelledby={`projeto-${project.slug}-titulo`}>
      <div className={styles.body}>
        <Heading id={`projeto-${project.slug}-titulo`} className={styles.title}>
          <Link
            href={{ pathname: '/instituto/[product]/projetos/[slug]', params: { product, slug: project.slug } }}
            className={styles.link}
          >
            {project.title}
          </Link>
        </Heading>
        {project.year ? (
          <p className={styles.year}>
            <span className="visually-hidden">{t('year')}: </span>
            {project.year}
          </p>
        ) : null}
        {project.summary ? <p className={styles.summary}>{project.summary}</p> : null}
      </div>
      {project.cover ? (
        <CoverImage
          image={project.cover}
          sizes="(min-width: 64rem) 24rem, (min-width: 40rem) 50vw, 100vw"
          rounded={false}
          priority={priority}
          className={styles.cover}
        />
      ) : null}
    </article>
  );
}

/** A grid of project cards; `leadsThePage` when it opens the page, so its first cover is in the first viewport. */
export function ProjectGrid({
  projects,
  product,
  headingLevel = 2,
  leadsThePage = false,
}: {
  projects: readonly ProjectSummary[];
  product: string;
  headingLevel?: 2 | 3;
  leadsThePage?: boolean;
}) {
  return (
    <ul className={styles.grid}>
      {projects.map((project, i) => (
        <li key={project.id}>
          <ProjectCard
            project={project}
            product={product}
            headingLevel={headingLevel}
            priority={leadsThePage && i === 0}
          />
        </li>
      ))}
    </ul>
  );
}
