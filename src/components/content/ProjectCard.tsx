import { useTranslations } from 'next-intl';
import { CoverImage } from './CoverImage';
import type { ContentImage } from './types';
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
  headingLevel?: 2 | 3;
}

/** One project of the institute: cover, year and summary. */
export function ProjectCard({ project, headingLevel = 2 }: ProjectCardProps) {
  const t = useTranslations('institute');
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card} id={`projeto-${project.slug}`} aria-labelledby={`projeto-${project.slug}-titulo`}>
      <div className={styles.body}>
        <Heading id={`projeto-${project.slug}-titulo`} className={styles.title}>
          {project.title}
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
        <CoverImage image={project.cover} sizes="(min-width: 64rem) 24rem, (min-width: 40rem) 50vw, 100vw" rounded={false} className={styles.cover} />
      ) : null}
    </article>
  );
}

/** A grid of project cards. */
export function ProjectGrid({ projects, headingLevel = 2 }: { projects: readonly ProjectSummary[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className={styles.grid}>
      {projects.map((project) => (
        <li key={project.id}>
          <ProjectCard project={project} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
