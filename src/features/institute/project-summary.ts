import type { ProjectCardFieldsFragment } from '@generated/graphql';
import type { ProjectSummary } from './ProjectCard';

export function toProjectSummaries(records: readonly ProjectCardFieldsFragment[]): ProjectSummary[] {
  return records.flatMap((r): ProjectSummary[] =>
    r.title && r.slug
      ? [
          {
            id: r.id,
            slug: r.slug,
            title: r.title,
            summary: r.summary,
            year: r.year,
            cover: r.cover?.responsiveImage ?? null,
          },
        ]
      : [],
  );
}
