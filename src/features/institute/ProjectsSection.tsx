import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { ProjectGrid, type ProjectSummary } from './ProjectCard';
import { SectionHeading } from '../../components/page/SectionHeading';
import styles from './ProjectsSection.module.css';

interface ProjectsSectionProps {
  /** the heading's id, which names the section for screen readers */
  headingId: string;
  title: ReactNode;
  lead?: string | null;
  projects: ProjectSummary[];
  product: string;
  /** read after "see all projects" by screen readers only, such as how many there are */
  seeAllDetail?: string;
}

/**
 * A band of the institute's projects with a link to all of them: the
 * institute's page shows its projects, a project's page the others.
 */
export function ProjectsSection({ headingId, title, lead, projects, product, seeAllDetail }: ProjectsSectionProps) {
  const t = useTranslations('institute');
  if (projects.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={styles.projects}>
      <SectionHeading
        id={headingId}
        aside={
          <Link href={{ pathname: '/instituto/[product]/projetos', params: { product } }} className={styles.seeAll}>
            {t('seeAllProjects')}
            {seeAllDetail ? <span className="visually-hidden"> ({seeAllDetail})</span> : null}
          </Link>
        }
      >
        {title}
      </SectionHeading>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      <ProjectGrid projects={projects} product={product} headingLevel={3} />
    </section>
  );
}
